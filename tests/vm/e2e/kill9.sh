# SIGKILL of sonda leaves no kprobe, kretprobe or BPF link behind: every
# attachment is owned by an fd that dies with the process.
$SONDA -x fbtmode=kprobe -qn 'fbt::vfs_read:entry, fbt::vfs_read:return,
	kinst::vfs_write:0 { @ = count(); }
	BEGIN { printf("attached\n"); }' > /tmp/k9.out 2>&1 &
pid=$!
i=0
until grep -q attached /tmp/k9.out; do
	i=$((i + 1)); [ $i -gt 300 ] && { echo "never attached"; cat /tmp/k9.out; exit 1; }
	sleep 0.1
done
echo "kprobes while running: $(grep -c . /sys/kernel/debug/kprobes/list)"
kill -9 $pid
wait $pid 2>/dev/null
sleep 1
echo "kprobes after SIGKILL: $(grep -c . /sys/kernel/debug/kprobes/list)"
echo "kprobe_events: $(grep -c . /sys/kernel/tracing/kprobe_events)"
