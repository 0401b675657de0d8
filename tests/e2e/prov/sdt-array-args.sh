# A tracepoint field that is an array (sched_switch's prev_comm) is args[N]
# of its array type: -lv names it as DTrace (libctf) does, "char [16]";
# it prints with %s, trace() dumps it as bytes (an array is by reference,
# as in DTrace for Linux 2.x), it has the array's size, and its elements
# can be indexed.
"$SONDA" -lv -n sdt:sched::sched_switch | grep 'args\[[04]\]'
"$SONDA" -q -c 'sleep 0.2' -n '
sdt:sched::sched_switch /pid == $target && !done/
{
	done = 1;
	printf("%s %d %c%c\n", args[0], sizeof(args[0]), args[0][0], args[0][4]);
	trace(args[0]);
	exit(0);
}'
