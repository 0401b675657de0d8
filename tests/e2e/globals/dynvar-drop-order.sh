# A dynamic variable drop in BEGIN is told before BEGIN's records (stderr
# and stdout in one stream here): DTrace's first dtrace_status() reads it
# (dt_handle_status()) before dtrace_consume() reads the buffers. 64 bytes
# of dynvarsize hold 2 elements of 24 bytes (a 16-byte tuple, a long).
"$SONDA" -x dynvarsize=64 -qn 'long d[int];
BEGIN { d[1] = 1; } BEGIN { d[2] = 2; } BEGIN { d[3] = 3; }
BEGIN { printf("%d %d %d\n", d[1], d[2], d[3]); exit(0); }' 2>&1
echo "exit $?"
