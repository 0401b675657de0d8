/* @@args: -x errtags */
/* @@status: 1 */
/* An inline's type is parsed as a declaration's: the enumerator's unknown
 * identifier comes before the int after the body (D_DECL_COMBO) */
inline enum e { A = x } int v = 1;
