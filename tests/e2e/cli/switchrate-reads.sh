# -x switchrate: while tracing, the buffers are read at most once a
# switchrate, as dtrace_consume( ) (dt_consume.c) returns without reading
# until the rate has passed since its last reading; records wait in the
# buffer meanwhile. 600 records of 32 bytes a millisecond, then exit( ):
# with a 5s rate the 4096-byte buffer keeps 127 of those written after the
# first reading (which takes what has come by then) and drops the rest;
# every record is kept or counted. Without switchrate they are read as
# they come: none dropped.
for rate in 5s 0; do
	taskset -c 0 timeout 60 "$SONDA" -q -b 4k -x switchrate=$rate -n '
	int n;
	tick-1ms /n < 600/ { printf("%d\n", n++); }
	tick-1ms /n >= 600/ { exit(0); }' 2>&1 | awk -v rate=$rate '
	/^sonda: [0-9]+ drops? on CPU 0$/ { d += $2; next }
	/^[0-9]+$/ { k++ }
	END { print "switchrate " rate ": " (d ? "drops" : "no drops") \
		", kept " (k < 150 ? "fewer than 150" : "150 or more") \
		", kept + dropped = " k + d }'
done
