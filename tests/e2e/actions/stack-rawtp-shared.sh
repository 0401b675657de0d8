# While several programs share a raw tracepoint (here sched:::off-cpu and
# sched:::on-cpu, both on sched_switch), the kernel calls them through
# __traceiter_sched_switch, which is then a frame of its own: stack(),
# stackdepth and caller still start where the event happened (the
# scheduler), as with one program.
"$SONDA" -q -c "$SONDA_TRIGGERS/getppid 1" -n '
sched:::on-cpu { }
sched:::off-cpu /pid == $target/ {
	stack();
	printf("depth %d\ncaller %a\n", stackdepth, caller);
	exit(0);
}' > "$SONDA_TEST_TMP/out" || exit 1
awk '
/^ +[^ ]+`/ { n++; if (n <= 2) f[n] = $1; if ($1 ~ /^bpf`|bpf_trace_run|__traceiter_/) bad++ }
/^depth / { depth = $2 }
/^caller / { caller = $2 }
END {
	print (n >= 2 ? "frames" : "no frames")
	print (bad ? "tracing frames: " bad : "no tracing frames")
	print (depth == n ? "depth matches" : "depth " depth " for " n " frames")
	print (caller == f[2] ? "caller is frame 2" : "caller " caller " frame 2 " f[2])
	print (f[1] ~ /schedule/ ? "top frame in the scheduler" : "top frame " f[1])
}' "$SONDA_TEST_TMP/out"
