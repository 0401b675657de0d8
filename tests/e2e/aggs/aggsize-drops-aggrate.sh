# With aggrate set, aggregation drops are told when DTrace reads the
# aggregations: dtrace_aggregate_snap() (dt_aggregate.c) reads them at the
# start of a read of the buffers only once an aggrate while tracing, and
# tells each CPU's drops as it reads them; once tracing stops, at every
# read. 96 bytes of aggsize hold three count()s keyed by an int here
# (a 16-byte tuple and 16 bytes of data each), so 37 of the 40 keys drop;
# with an aggrate of 5s they are told in one line, after the records a
# clause printed at every firing (which wake the consumer each time).
taskset -c 0 timeout 60 "$SONDA" -q -x aggsize=96 -x aggrate=5s -n '
int i;
tick-10ms /i < 40/ { printf("%d\n", i); }
tick-10ms /i < 40/ { @[i++] = count(); }
tick-10ms /i >= 40/ { exit(0); }' 2>&1 | sed -n '1p;40,$p'
echo "exit ${PIPESTATUS[0]}"
