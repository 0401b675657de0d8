# A fault's error record that finds no room in the buffer is a principal
# drop of the CPU that faulted: the record is DTrace's own ERROR clause's
# (dt_handle.c's _dt_errprog, five trace( )s: 16 + 40 bytes, 64 of perf
# ring), and dt_cg.c's epilogue counts its failed write in the CPU's
# buf_drops. A string record of strsize + 1 bytes after the 16-byte header
# leaves 64 bytes of the 4096-byte buffer with strsize 4000 (the error
# record does not fit, since a record needs used + its size < 4096, but
# exit( )'s 32 bytes do) and 16 with strsize 4050 (neither fits).
for s in 4000 4050; do
	taskset -c 0 timeout 30 "$SONDA" -q -b 4096 -x strsize=$s -n '
	BEGIN { trace(execname); }
	BEGIN { trace(*(int *)0); }
	BEGIN { exit(0); }' 2>&1
	echo "strsize $s: exit $?"
done
