# Derived probes that DTrace builds on kernel functions (io wait-*, sched
# enqueue/dequeue/tick/change-pri, lockstat acquire/release, and on-cpu in
# the new thread) need kprobes; without them they stay listed, -lv says why
# they cannot fire or which tracepoint serves them instead, and enabling
# one fails with its reason.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
"$SONDA" -l -n 'io:::wait-*' -n 'sched:::enqueue' -n 'lockstat:::spin-a*' |
	awk '{ print $2, $3, $NF }'
"$SONDA" -lv -n 'io:::wait-start' -n 'sched:::on-cpu' \
	-n 'lockstat:::adaptive-acquire' 2>&1 >/dev/null
"$SONDA" -qn 'io:::wait-start { exit(0); }' 2>&1
echo "status $?"
