# strsize: a program copies strings whole into its per-CPU scratch area,
# one array entry per CPU of up to 1 MiB. A strsize past the largest is
# refused when the option is set (-x or #pragma), naming the largest; a
# program whose scratch space (its strings, record, keys) would not fit is
# a D error before loading, naming strsize; one that fits runs, even with
# the largest strsize and several string temporaries.
"$SONDA" -x strsize=100000000 -qn 'BEGIN { exit(0); }' 2>&1; echo "status $?"
printf '#pragma D option strsize=16384\nBEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -qs "$SONDA_TEST_TMP/p.d" 2>&1 | sed 's|^.*/p.d|p.d|'; echo "status ${PIPESTATUS[0]}"
"$SONDA" -x strsize=16383 -qn 'BEGIN { trace(execname); exit(0); }'
"$SONDA" -x strsize=8000 -qn 'BEGIN { printf("%s\n", strjoin(strjoin(execname, "!"), strjoin("?", execname))); exit(0); }'
"$SONDA" -x strsize=4000 -qn 'BEGIN { printf("%s\n", strjoin(execname, "!")); exit(0); }'
nest() {	# nest N: a clause tracing N nested strjoin()s of execname
	awk -v n="$1" 'BEGIN {
		s = "execname"
		for (i = 0; i < n; i++) s = "strjoin(" s ", \"!\")"
		print "BEGIN { trace(strlen(" s ")); exit(0); }"
	}'
}
nest 20 > "$SONDA_TEST_TMP/n20.d"
"$SONDA" -x strsize=16383 -qs "$SONDA_TEST_TMP/n20.d"
nest 80 > "$SONDA_TEST_TMP/n80.d"
"$SONDA" -x errtags -x strsize=16383 -qs "$SONDA_TEST_TMP/n80.d" 2>&1 |
	sed -E 's|^.*/n80.d|n80.d|; s/needs [0-9]+ bytes/needs N bytes/'
echo "status ${PIPESTATUS[0]}"
