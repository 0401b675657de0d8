/* @@args: -x errtags */
/* @@status: 1 */
BEGIN { i = 1; trace(uregs[i]); }
