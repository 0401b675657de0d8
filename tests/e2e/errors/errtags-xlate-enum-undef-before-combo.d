/* @@args: -x errtags */
/* @@status: 1 */
/* A translator's output type is parsed as a type name: the enumerator's
 * unknown identifier comes before the struct after the body (D_DECL_COMBO) */
translator enum e { A = x } struct s < int *p > { a = 1; };
