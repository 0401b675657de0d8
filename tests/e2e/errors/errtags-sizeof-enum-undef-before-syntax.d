/* @@args: -x errtags */
/* @@status: 1 */
/* An enum defined in a clause's sizeof is defined as it is parsed
 * (dt_decl_enumerator cooks the value): its error comes before a syntax
 * error later in the clause */
BEGIN { x = sizeof(enum e { A = 1 }); y = sizeof(enum f { B = z }); w = 1 +; }
