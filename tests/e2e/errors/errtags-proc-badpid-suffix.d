/* a provider name ending in digits names a process: 0 is no pid */
myapp0:::request
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
