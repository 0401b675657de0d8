# An sdt probe whose event has a record struct in the kernel's BTF (struct
# trace_event_raw_<event>, what TRACE_EVENT defines) takes its arguments
# from that struct's members, the first (struct trace_entry) and last
# (char __data[]) left out, as DTrace's sdt probe_info() does: the types
# are libctf's names read back as D types ("long", not "long int"), and a
# __data_loc string is its u32 location word. An event defined by
# DEFINE_EVENT of a class (sched_wakeup, of sched_wakeup_template) has no
# struct of its own name: its types come from the tracefs format file.
[ -r /sys/kernel/btf/vmlinux ] || { echo "the kernel has no BTF" >&2; exit 77; }
for e in sched:sched_process_exec sched:sched_process_fork sched:sched_switch \
	signal:signal_generate sched:sched_wakeup; do
	echo "${e#*:}"
	"$SONDA" -lv -n "sdt:${e%%:*}::${e#*:}" | grep 'args\['
done
