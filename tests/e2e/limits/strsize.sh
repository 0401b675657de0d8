# strsize: strings live in per-CPU map values (32 KiB at most). A value no
# program can hold is refused when the option is set (-x or #pragma),
# naming the largest; a program whose per-CPU scratch space (its strings,
# record, keys) would not fit is a D error before loading; one that fits
# runs.
"$SONDA" -x strsize=100000000 -qn 'BEGIN { exit(0); }' 2>&1; echo "status $?"
printf '#pragma D option strsize=16384\nBEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -qs "$SONDA_TEST_TMP/p.d" 2>&1 | sed 's|^.*/p.d|p.d|'; echo "status ${PIPESTATUS[0]}"
"$SONDA" -x errtags -x strsize=16383 -qn 'BEGIN { trace(execname); exit(0); }' 2>&1
echo "status $?"
"$SONDA" -x errtags -x strsize=8000 -qn 'BEGIN { printf("%s\n", strjoin(execname, "!")); }' 2>&1
echo "status $?"
"$SONDA" -x strsize=4000 -qn 'BEGIN { printf("%s\n", strjoin(execname, "!")); exit(0); }'
"$SONDA" -x strsize=16000 -qn 'BEGIN { trace(execname); exit(0); }'
