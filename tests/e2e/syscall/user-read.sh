# A user pointer read without copyin( ): DTrace's code reads memory with
# the compat helpers bpf_probe_read( ) and bpf_probe_read_str( ), which
# read the current task's memory at an address below TASK_SIZE, so
# *(char *)arg1, ((char *)arg1)[n] and stringof(arg1) of openat's path
# give its bytes; bcopy( ) reads the kernel only (probe_read_kernel in
# dt_cg_subr_bcopy_impl( )) and faults. (The path is the command's
# argument, on its stack: in memory when openat( ) is called.) Where the
# kernel lacks the compat helpers (SONDA_NO_COMPAT_READ), every such read
# faults.
script='syscall::openat:entry /pid == $target && strstr(copyinstr(arg1), "/dev/null") != NULL/ {
	printf("%c %c %s %d\n", *(char *)arg1, ((char *)arg1)[5], stringof(arg1), strlen(stringof(arg1)));
}
syscall::openat:entry /pid == $target && strstr(copyinstr(arg1), "/dev/null") != NULL/ {
	bcopy((void *)arg1, (char *)alloca(2), 2);
}'
norm() { sed 's/(0x[0-9a-f]*)/(ADDR)/; s/probe ID [0-9]*/probe ID N/; s/pc [0-9]*/pc N/'; }
run() { "$SONDA" -qn "$script" -c "cat /dev/null"; }
run 2>/dev/null | grep -v '^$'
run 2>&1 >/dev/null | norm
SONDA_NO_COMPAT_READ=1 run 2>&1 >/dev/null | norm
