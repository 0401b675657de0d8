/* @@args: -x errtags */
/* @@status: 1 */
/* A second enumerator of the same name fails to be added to the enum
 * (D_UNKNOWN from ctf_add_enumerator in dt_decl_enumerator) as it is parsed,
 * before the struct after the body is D_DECL_COMBO */
enum e { A = 1, A = 2 } struct s z;
