/* @@args: -x errtags */
/* @@status: 1 */
BEGIN { trace(offsetof(int, a)); }
