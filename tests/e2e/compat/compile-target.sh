# -e with -c or -p: the process is created (or grabbed) as when tracing, so
# $target is its pid and pid$target probes are checked against it: a
# function it has compiles, one it lacks is D_PDESC_ZERO; the process sonda
# created is killed when sonda ends, a grabbed one is left running.
t=$SONDA_TRIGGERS/upid	# dynamic: a static program is D_PROC_DYN
"$SONDA" -e -c "$t 1" -n 'pid$target::main:entry { trace($target); }' &&
	echo "main: compiled"
"$SONDA" -e -c "$t 1" -n 'pid$target::no_such_function:entry { }' 2>&1 |
	sed -E 's/pid[0-9]+/pidN/' | head -1
ps -eo args | grep -c "^$t 1\$"
sleep 600 &
grabbed=$!
"$SONDA" -e -p $grabbed -n 'pid$target:libc.so.6:malloc:entry { }' && echo "grabbed: compiled"
kill -0 $grabbed && echo "grabbed: still running"
kill $grabbed
"$SONDA" -e -p 999999999 -n 'BEGIN { }' 2>&1; echo "status $?"
