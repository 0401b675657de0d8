/* @@args: -x errtags */
/* @@status: 1 */
/* An enum defined in a cast's type: its non-constant enumerator is
 * D_DECL_ENCONST as it is parsed, before the int after the body is
 * D_DECL_COMBO */
BEGIN { v = (enum e { A = "s" } int) 1; }
