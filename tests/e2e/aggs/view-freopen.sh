# The consumer's own system calls come after the reading of the
# aggregations that printa( ) prints (DTrace's dtrace_consume( ) reads them
# with dtrace_aggregate_snap( ) before it reads the buffers): the openat( )
# of BEGIN's freopen( ) (output to a file) is not in the count BEGIN's
# printa( ) prints, nor is @p, which only that openat( ) makes; it stops
# tracing, and END's read of the buffers reads them again.
f="$SONDA_TEST_TMP/out.txt"
rm -f "$f"
"$SONDA" -s /dev/stdin <<EOD
#pragma D option quiet
#pragma D option destructive
syscall::openat:entry /pid == \$pid/ { @o = count(); @p["open"] = count(); }
BEGIN { @o = count(); freopen("$f"); printa("o %@d\n", @o);
	printa("p %s %@d\n", @p); }
syscall::openat:entry /pid == \$pid/ { exit(0); }
END { printa("end o %@d\n", @o); printa("end p %s %@d\n", @p); }
EOD
echo "rc $?"
cat "$f"
