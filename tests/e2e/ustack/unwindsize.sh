# -x unwindsize smaller than python3.11's rows: the objects that do not fit
# are counted once on stderr (as DTrace reports drops) and unwound with
# frame pointers; tracing goes on, nothing crashes, exit status 0.
PY=/usr/bin/python3.11
[ -x "$PY" ] || { echo "python3.11 is not installed" >&2; exit 77; }
"$SONDA" -q -x unwindsize=64k -n 'pid$target:libc.so.6:malloc:entry { @[ustack()] = count(); }' \
	-c "$PY -c pass" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err"
echo "status $?"
sed -E 's/[0-9]+ objects/N objects/; s/\([0-9]+ rows dropped\)/(M rows dropped)/' "$SONDA_TEST_TMP/err"
awk '$1 ~ /^[0-9]+$/ { n++ } END { print (n > 0 ? "stacks printed" : "no stacks") }' "$SONDA_TEST_TMP/out"
