# With a bufsize set, a record takes the room DTrace's perf ring buffer
# gives its buffer (8 + its bytes from DBUF_DATA on, rounded to 8), not
# sonda's own record's: two ints, 16 + 4 + 4 bytes, take 32 bytes of
# ring (127 kept below 4096; sonda's own records are 40 bytes), a string
# of strsize 256 with a char and an int more than 256 (13 kept). After
# the first drop each sample needs 24 more bytes for the kernel's
# PERF_RECORD_LOST record (__perf_output_begin()): exit( )'s record and
# END's printf( ) without values (24 bytes) still fit after the 13 large
# ones, not after the 127 small ones (32 bytes left).
run() {
	prog=$(
		i=0
		while [ $i -lt 150 ]; do
			echo "BEGIN { $1 }"
			i=$((i + 1))
		done
		echo 'BEGIN { exit(0); }'
		echo 'END { printf("end\n"); }'
	)
	taskset -c 0 "$SONDA" -b 4096 -q -n "$prog" >"$SONDA_TEST_TMP/out" 2>&1
	echo "exit $?"
	grep drop "$SONDA_TEST_TMP/out"
	grep -c . "$SONDA_TEST_TMP/out"
	tail -1 "$SONDA_TEST_TMP/out"
}
run 'printf("%d %d\n", 1, 2);'
run 'printf("%s %c %d\n", "ab", 1, 2);'
run 'trace(1); trace(2);'
