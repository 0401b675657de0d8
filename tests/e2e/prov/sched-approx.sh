# sched probes approximated where the kernel has no kprobes:
# enqueue is a task put on a run queue by its wakeup (a new task's first
# one included): args[] are the task's lwpsinfo_t and psinfo_t, the
# cpuinfo_t of the CPU whose queue it joins, arg3 0 (not at the head);
# surrender is sched_yield(2) by the current thread; tick fires on every
# CPU at the kernel's HZ with the interrupted thread as args[0]/args[1].
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
"$SONDA" -qn '
BEGIN { n = 0; same = 0; oncpu = 0; head = 0; }
sched:::enqueue /args[1]->pr_fname == "sleep"/ {
	n++;
	same += args[0]->pr_lwpid == args[1]->pr_pid;
	oncpu += args[2]->cpu_id == args[0]->pr_onpro;
	head += arg3;
}
END {
	printf("enqueue %s, same task %s, its cpu %s, head %d\n",
	    n >= 2 ? "yes" : "no", same == n ? "ok" : "bad",
	    oncpu == n ? "ok" : "bad", head);
}' -c "sleep 0.2"
printf 'import os\nfor i in range(5):\n\tos.sched_yield()\n' > "$SONDA_TEST_TMP/yield.py"
"$SONDA" -qn '
BEGIN { n = 0; cur = 0; }
sched:::surrender /pid == $target/ {
	n++;
	cur += args[0]->pr_lwpid == tid && args[1]->pr_pid == pid &&
	    curlwpsinfo->pr_lwpid == tid;
}
END { printf("surrender %d, current thread %d\n", n, cur); }' \
	-c "python3 $SONDA_TEST_TMP/yield.py"
# ticks in one second: the busiest CPU has about HZ of them
hz=$(python3 -c '
import ctypes, ctypes.util
class ts(ctypes.Structure):
	_fields_ = [("s", ctypes.c_long), ("ns", ctypes.c_long)]
t = ts()
ctypes.CDLL(ctypes.util.find_library("c")).clock_getres(6, ctypes.byref(t))
print(1000000000 // t.ns)')
# (the second is timed in the clauses: printa( ) reads the counts when
# its record is consumed, later than it fired on a loaded machine)
"$SONDA" -qn '
BEGIN { bad = 0; start = timestamp; }
sched:::tick /timestamp - start < 1000000000/ { @t[cpu] = count();
	bad += args[0]->pr_lwpid != tid || args[1]->pr_pid != pid; }
tick-100ms /timestamp - start > 1100000000/ {
	printa("%@d\n", @t); printf("bad %d\n", bad); exit(0); }' |
	awk -v hz="$hz" '/^bad/ { print; next }
	$1 > max { max = $1 }
	END { print (max > hz / 2 && max < hz * 3 / 2 ? "rate ok" : "rate " max " hz " hz) }'
