/* @@args: -x errtags */
/* @@status: 1 */
/* A struct's members are defined as they are parsed (dt_decl_member): the
 * duplicate one is refused before the enum after the body is D_DECL_COMBO */
struct s { int a; int a; } enum e v;
