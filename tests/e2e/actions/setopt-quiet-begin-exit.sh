# After an exit( ) in BEGIN, DTrace reads BEGIN's records, then END's, in
# two reads of one buffer (dt_consume.c, dt_consume_begin( )), and each
# read takes the quiet option afresh (dt_consume_cpu( )): BEGIN's
# setopt("quiet") comes after its probe line, and END's trace( ) prints as
# quiet ("%d", no width) on that line.
taskset -c 0 "$SONDA" -n 'BEGIN { setopt("quiet"); exit(0); } END { trace(1); }' 2>/dev/null
