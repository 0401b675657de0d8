/* @@args: -x errtags */
/* @@status: 1 */
BEGIN { trace(sizeof (void)); }
