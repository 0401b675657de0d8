/* @@args: -x errtags */
/* @@status: 1 */
/* long, then an enum body: dt_decl_enum( ) checks the declaration's type
 * (D_DECL_LONGINT) at the body's brace, before any enumerator is parsed */
long enum e { A = x } v;
