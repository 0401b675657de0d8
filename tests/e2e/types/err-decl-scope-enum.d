/* @@args: -x errtags */
/* @@status: 1 */
/* no backquote in an enumerator name (dt_decl_enumerator) */
enum e { a`b };
