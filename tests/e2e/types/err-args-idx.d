/* @@args: -x errtags */
/* @@status: 1 */
BEGIN { trace(args[0]); }
