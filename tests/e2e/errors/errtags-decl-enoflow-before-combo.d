/* @@args: -x errtags */
/* @@status: 1 */
/* An enumerator value past INT_MAX is D_DECL_ENOFLOW as it is parsed
 * (dt_decl_enumerator), before the struct after the body is D_DECL_COMBO */
enum e { A = 0x100000000 } struct s v;
