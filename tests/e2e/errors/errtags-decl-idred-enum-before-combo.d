/* @@args: -x errtags */
/* @@status: 1 */
/* An enumerator named as a built-in variable is D_DECL_IDRED as it is
 * parsed (dt_decl_enumerator), before the struct after the body is
 * D_DECL_COMBO */
enum e { pid } struct s v;
