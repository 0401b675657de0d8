# A glob matching probes this kernel cannot enable still matches them for
# args[ ]: DTrace's dt_probe_info( ) counts every probe the description
# matches (io:::*done is done and wait-done, wait-done never fires here),
# so a set of several under an Evolving name field is unstable
# (D_ARGS_MULTI). A clause with such a description is compiled once per
# description, in order (dt_compile_one_clause( )): the first
# description's error wins. Checked against DTrace for Linux itself.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes: these probes can be enabled" >&2
	exit 77
fi
for d in 'io:::*done' 'io:::done' 'sched:::off-cpu, io:::*done' \
    'io:::*done, sched:::off-cpu' 'sched:::off-cpu, io:::' 'io:::done, io:::start'; do
	"$SONDA" -e -x errtags -n "$d { trace(args[0]->b_flags); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
