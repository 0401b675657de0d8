# SIGKILL of sonda leaves no kprobe, kretprobe or BPF trampoline behind:
# every attachment is owned by an fd (perf event or link) that dies with
# the process. enabled_functions lists the functions ftrace patched.
ef=/sys/kernel/tracing/enabled_functions
patched() { [ "$(grep -c . $ef)" -gt 0 ] && echo some || echo none; }
# Waits until file $1 says "attached" (BEGIN runs after every attachment).
attached() {
	i=0
	until grep -qs attached "$1"; do
		i=$((i + 1))
		[ $i -gt 300 ] && { echo "never attached"; cat "$1"; exit 1; }
		sleep 0.1
	done
}
for m in kprobe fentry; do
	$SONDA -x fbtmode=$m -qn 'fbt::vfs_read:entry, fbt::vfs_read:return
		{ @ = count(); }
		BEGIN { printf("attached\n"); }' > /tmp/k9.$m 2>&1 &
	pid=$!
	attached /tmp/k9.$m
	echo "$m: kprobes $(grep -c . /sys/kernel/debug/kprobes/list)," \
		"patched functions $(patched)"
	kill -9 $pid
	wait $pid 2>/dev/null
	sleep 1
	echo "$m after SIGKILL: kprobes $(grep -c . /sys/kernel/debug/kprobes/list)," \
		"patched functions $(patched)"
done
$SONDA -x fbtmode=kprobe -qn 'kinst::vfs_write:0 { }
	BEGIN { printf("attached\n"); }' > /tmp/k9.out 2>&1 &
pid=$!
attached /tmp/k9.out
echo "kinst: kprobes $(grep -c . /sys/kernel/debug/kprobes/list)"
kill -9 $pid
wait $pid 2>/dev/null
sleep 1
echo "kinst after SIGKILL: kprobes $(grep -c . /sys/kernel/debug/kprobes/list)"
echo "kprobe_events: $(grep -c . /sys/kernel/tracing/kprobe_events)"
exit 0
