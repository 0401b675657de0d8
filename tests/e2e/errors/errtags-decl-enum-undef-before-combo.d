/* @@args: -x errtags */
/* @@status: 1 */
/* An enumerator's value is cooked as the enumerator is parsed (DTrace's
 * dt_decl_enumerator): its unknown identifier is reported before the struct
 * after the body makes the type combination invalid (dt_decl_spec) */
enum e { A = x } struct s v;
