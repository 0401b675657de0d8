# DTrace grabs its own process but refuses to probe it, after the grab
# (dt_pid.c dt_pid_create_pid_probes_proc( )): pid$pid is D_PROC_DYN
# "process N is dtrace itself", with the pid of the provider's name; a
# tracer probing its own consumer would feed on its own output.
for d in 'pid$pid::main:entry' 'pid$pid::write:entry'; do
	"$SONDA" -x errtags -n "$d { exit(0); }" 2> "$SONDA_TEST_TMP/err"
	echo "status $?"
	sed 's/process [0-9]* is/process N is/' "$SONDA_TEST_TMP/err"
done
