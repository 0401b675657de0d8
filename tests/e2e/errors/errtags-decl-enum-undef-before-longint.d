/* @@args: -x errtags */
/* @@status: 1 */
/* long after an enum's body: dt_decl_attr( ) checks it (D_DECL_LONGINT)
 * after the enumerators were (the unknown identifier) */
enum e { A = x } long v;
