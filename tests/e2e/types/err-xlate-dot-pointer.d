/* @@args: -x errtags */
/* @@status: 1 */
/* curpsinfo is a translated pointer: operator . does not apply to it */
BEGIN { trace(curpsinfo.pr_pid); }
