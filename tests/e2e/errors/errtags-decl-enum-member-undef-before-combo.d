/* @@args: -x errtags */
/* @@status: 1 */
/* An enum defined inside a struct's member: its enumerator is checked as
 * it is parsed, before the struct after the enum's body is D_DECL_COMBO */
struct s { enum e { A = x } struct t a; };
