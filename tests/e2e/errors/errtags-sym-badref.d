/* mod``sym names a user symbol; vmlinux is a kernel module */
BEGIN
{
	trace(vmlinux``perf_event_init_task);
}

/* @@args: -x errtags */
/* @@status: 1 */
