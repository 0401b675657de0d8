/* @@args: -x errtags */
/* @@status: 1 */
/* int, then an enum body: dt_decl_enum( ) calls dt_decl_spec( ), which
 * finds the second type (D_DECL_COMBO) before any enumerator is parsed */
int enum e { A = x } v;
