# DTrace cannot grab its own process (ptrace of itself fails): pid$pid is
# refused as "failed to grab process N", never traced; a tracer probing its own
# consumer would feed on its own output.
for d in 'pid$pid::main:entry' 'pid$pid::write:entry'; do
	"$SONDA" -x errtags -n "$d { exit(0); }" 2> "$SONDA_TEST_TMP/err"
	echo "status $?"
	sed 's/process [0-9]*$/process N/' "$SONDA_TEST_TMP/err"
done
