/* @@args: -x errtags */
/* @@status: 1 */
/* An enumerator's scoping operator is refused as it is parsed (DTrace's
 * dt_decl_enumerator), before the struct after the enum's body makes the
 * declaration's type combination invalid (D_DECL_COMBO) */
enum e { A, B`c } struct s x;
