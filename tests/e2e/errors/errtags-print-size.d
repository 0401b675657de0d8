syscall::bpf:entry
{
	this->args = (struct bpf_raw_tracepoint_args *)arg1;
	print(this->args);
}

/* @@args: -x errtags */
/* @@status: 1 */
