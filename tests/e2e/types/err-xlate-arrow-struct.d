/* @@args: -x errtags */
/* @@status: 1 */
/* xlate <psinfo_t> (...) is a translated struct: operator -> needs a pointer */
BEGIN { trace(xlate <psinfo_t> (curthread)->pr_pid); }
