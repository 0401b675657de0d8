/* @@args: -x errtags */
/* @@status: 1 */
/* A non-constant enumerator value is D_DECL_ENCONST as it is parsed
 * (dt_decl_enumerator), before the union after the body is D_DECL_COMBO */
enum e { A = 1, B = "s" } union u v;
