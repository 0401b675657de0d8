# -x amin checks each node of a clause too (after its probe description):
# the first one whose own attributes are below the minimum is D_ATTR_MIN.
exec 2>&1
for p in 'dtrace:::BEGIN { trace(curthread); exit(0) }' \
	 'dtrace:::BEGIN { trace(htons(1)); exit(0) }' \
	 'dtrace:::BEGIN /curthread->pid/ { exit(0) }' \
	 'dtrace:::BEGIN { trace((struct task_struct *)0); exit(0) }' \
	 'dtrace:::BEGIN { trace(probefunc); exit(0) }' \
	 'dtrace:::BEGIN { trace(1); exit(0) }'; do
	"$SONDA" -xerrtags -x amin=Stable/Stable -qn "$p"
	echo "rc $?"
done
