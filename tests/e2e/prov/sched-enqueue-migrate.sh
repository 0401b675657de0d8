# Without kprobes, sched:::enqueue also fires when a runnable task moves to
# another CPU's run queue (sched_migrate_task; the migration a wakeup makes
# is left to the wakeup's own enqueue): dd, which never sleeps, is moved
# between the two CPUs twelve times by changing its affinity.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes (tests/vm covers them)" >&2
	exit 77
fi
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
dd if=/dev/zero of=/dev/null bs=1 count=200000000 2>/dev/null &
p=$!
for k in 1 2 3 4 5 6; do
	taskset -p 1 $p >/dev/null; sleep 0.05
	taskset -p 2 $p >/dev/null; sleep 0.05
done
kill $p
W
"$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -n '
sched:::enqueue /args[1]->pr_fname == "dd" && args[1]->pr_ppid == $target/ { n++; }
END { printf("dd enqueued %s\n", n >= 8 && n <= 30 ? "at its migrations" : lltostr(n)); }'
