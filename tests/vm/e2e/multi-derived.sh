# The derived-* tests on the newer kernel too (its scheduler and lock
# functions differ: sched_tick, enqueue_task...). Prints each test's name
# and whether its output matched.
# @@timeout: 120
for t in derived-*.sh; do
	n=${t%.sh}
	sh "$t" > /tmp/md.out 2> /tmp/md.err
	rc=$?
	if [ $rc -eq 0 ] && cmp -s /tmp/md.out "$n.out"; then
		echo "$n ok"
	else
		echo "$n FAILED (status $rc)"
		diff "$n.out" /tmp/md.out | head -n 10 | sed 's/^/#   /' >&2
		head -n 5 /tmp/md.err | sed 's/^/#   /' >&2
	fi
done
