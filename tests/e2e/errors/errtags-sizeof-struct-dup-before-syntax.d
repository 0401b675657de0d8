/* @@args: -x errtags */
/* @@status: 1 */
/* A struct defined in a clause's sizeof: its duplicate member is refused
 * as it is parsed (dt_decl_member), before the syntax error after it */
BEGIN { x = sizeof(struct s { int a; int a; }); w = 1 +; }
