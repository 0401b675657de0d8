/* @@args: -x errtags */
/* @@status: 1 */
/* An enum defined without error in a clause's sizeof, then an invalid
 * type combination: D_DECL_COMBO */
BEGIN { x = sizeof(enum e { A = 1 }); w = sizeof(int int); }
