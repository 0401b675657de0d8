# SIGKILL of sonda leaves none of a derived probe's kprobes behind: the
# kretprobe of lockstat:::adaptive-acquire and the kprobe of the program
# that keeps its entry arguments (the clause reads arg0) are perf event
# fds, as is sched:::on-cpu's kprobe.
$SONDA -qn 'lockstat:::adaptive-acquire { @a[arg0 != 0] = count(); }
	sched:::on-cpu { @ = count(); }
	BEGIN { printf("attached\n"); }' > /tmp/dk9 2>&1 &
pid=$!
i=0
until grep -qs attached /tmp/dk9; do
	i=$((i + 1))
	[ $i -gt 300 ] && { echo "never attached"; cat /tmp/dk9; exit 1; }
	sleep 0.1
done
echo "kprobes $(grep -c . /sys/kernel/debug/kprobes/list)"
grep -o 'mutex_lock\|finish_task_switch' /sys/kernel/debug/kprobes/list | sort
kill -9 $pid
wait $pid 2>/dev/null
sleep 1
echo "after SIGKILL: kprobes $(grep -c . /sys/kernel/debug/kprobes/list)"
