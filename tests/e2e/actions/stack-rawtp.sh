# stack() at a probe on a raw tracepoint (sched:::off-cpu) starts where
# the event happened (the scheduler), not in the tracing machinery: no
# frame of the BPF program or of bpf_trace_run*; stackdepth counts the
# frames printed, and caller is the second of them. The same with a second
# program on the tracepoint (an on-cpu clause, also on sched_switch): the
# kernel then calls each through __traceiter_sched_switch, a frame of its
# own, which is not printed either.
for other in '' 'sched:::on-cpu { }'; do
"$SONDA" -q -c "$SONDA_TRIGGERS/getppid 1" -n "$other"'
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
done
