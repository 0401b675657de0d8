/* @@args: -x errtags */
/* @@status: 1 */
/* an enum named before its body is a CTF forward tag (dt_decl_type), and
 * dt_decl_enum takes a tag without members for a redeclaration */
enum e;
enum e { A };
