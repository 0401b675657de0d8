/* a provider name ending in digits names a process: 0 is no pid, so the
   description matches nothing (dt_pid_create_pid_probes( ) drops
   dt_pid_get_pid( )'s D_PROC_BADPID) */
myapp0:::request
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
