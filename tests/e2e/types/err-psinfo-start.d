/* @@args: -x errtags */
/* @@status: 1 */
/* procfs.d does not translate psinfo_t's pr_start (a timestruc_t) */
BEGIN { trace(curpsinfo->pr_start.tv_sec); }
