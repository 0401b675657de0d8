# @@timeout: 120
# quantize( )'s bucket search leaves the bucket a different constant on
# each of its paths (up to 128): the verifier checked what followed it
# once per bucket, about 2,200 instructions processed per quantize( )
# statement, so 480 clauses of one on a probe passed its million
# processed instructions ("BPF program is too large") after 20 s. The
# bucket comes back from scratch memory a number the verifier does not
# know, and the paths meet where the search ends: the program loads in a
# second or two (lquantize( ) and llquantize( ) go the same way).
awk 'BEGIN {
	for (i = 0; i < 480; i++)
		printf "syscall::getppid:entry /pid == $target/ { @q[probefunc, %d] = quantize(timestamp); }\n", i
	print "syscall::getppid:entry /pid == $target/ { printa(\"%s %d %@d\\n\", @q); exit(0); }"
}' > "$SONDA_TEST_TMP/q.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/q.d" -c "$SONDA_TRIGGERS/getppid 1" > "$SONDA_TEST_TMP/out" 2>&1
echo "status $?"
# one key a clause, each with the one call in its timestamp's bucket
grep -c '^getppid [0-9]*' "$SONDA_TEST_TMP/out"
grep -c '^ *[0-9]* |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1 *$' "$SONDA_TEST_TMP/out"
