# -lv of a probe this kernel cannot enable (a derived probe with no
# tracepoint and no kprobes) prints DTrace's layout and nothing more, as
# for any probe; the reason is the error of a program that enables it.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
"$SONDA" -lv -n 'sched:::dequeue' -n 'io:::wait-start' |
	sed -E 's/^ *[0-9]+ /   ID /'
"$SONDA" -e -n 'sched:::dequeue { }' 2>&1 | sed -n 1p
echo "status ${PIPESTATUS[0]}"
