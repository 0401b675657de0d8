# -lv says why a listed probe cannot fire on this kernel (a derived probe
# with no tracepoint and no kprobes); an available one says nothing.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
"$SONDA" -lv -n 'sched:::enqueue' -n 'io:::wait-start' | grep Unavailable
"$SONDA" -lv -n 'sched:::off-cpu' | grep -c Unavailable || true
