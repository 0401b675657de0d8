# With stdout and stderr in one stream, a read's runtime errors come before
# the output of its records: dtrace(1)'s errhandler( ) writes each to stderr
# as it is read, and the records' output waits in stdout's stdio buffer
# until main( ) flushes it after dtrace_work( ) (cmd/dtrace.c), or until the
# buffer fills (4096 bytes to a pipe), where an error line may land amid a
# record's text. After BEGIN's exit( ), BEGIN's and END's records are one
# read. (Output from DTrace for Linux.)
export _DTRACE_TESTING=1
"$SONDA" -qn 'BEGIN { printf("a\n"); } BEGIN { *(int *)0; } BEGIN { printf("b\n"); exit(0); }
END { printf("end\n"); *(int *)8; } END { printf("end2\n"); }' 2>&1 | sed 's/pc [0-9]*/pc N/'
echo "rc $?"
{
	i=0
	while [ $i -lt 30 ]; do
		printf 'BEGIN { printf("%%s %%s\\n", "%s", "%s"); }\n' \
			$(printf '%064d' $i | tr 0 a) $(printf '%092d' $i | tr 0 b)
		i=$((i + 1))
	done
	echo 'BEGIN { *(int *)0; }'
	echo 'BEGIN { printf("last\n"); exit(0); }'
} > "$SONDA_TEST_TMP/big.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/big.d" 2>&1 | sed 's/pc [0-9]*/pc N/' > "$SONDA_TEST_TMP/out"
echo "rc $?"
# the error's byte offset: after the first 4096 bytes of output
grep -bo 'sonda: error.*' "$SONDA_TEST_TMP/out"
wc -l < "$SONDA_TEST_TMP/out"
tail -n 2 "$SONDA_TEST_TMP/out"
