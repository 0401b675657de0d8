# Derived probes that DTrace builds on kernel functions (io wait-*, sched
# enqueue/dequeue/tick, lockstat acquire/release, and on-cpu in
# the new thread) need kprobes; without them they stay listed, -v says
# which tracepoint (or timer) serves them instead or why they cannot
# fire, and enabling one that nothing serves fails with its reason.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
"$SONDA" -l -n 'io:::wait-*' -n 'sched:::enqueue' -n 'lockstat:::spin-a*' |
	awk '{ print $2, $3, $NF }'
"$SONDA" -v -qn 'sched:::on-cpu, sched:::enqueue, sched:::tick { } BEGIN { exit(0); }' 2>&1 |
	grep '^sonda: .*:::' | sort
{ "$SONDA" -v -qn 'io:::wait-start { exit(0); }' 2>&1; echo "status $?"; } |
	grep -v matched
