/* @@args: -x errtags */
/* @@status: 1 */
BEGIN { trace(uregs[42]); }
