# Debian's python3.11 (built without frame pointers): every malloc() stack
# of python3.11 -c pass is unwound down to _start, the interpreter's
# frames included (_PyEval_EvalFrameDefault), none cut short.
PY=$(command -v python3.11) || { echo "python3.11 is not installed" >&2; exit 77; }
"$SONDA" -q -n 'pid$target:libc.so.6:malloc:entry { @[ustack()] = count(); }' \
	-c "$PY -c pass" > "$SONDA_TEST_TMP/out"
awk '$1 ~ /^[0-9]+$/ { n++; if (last ~ /`_start\+/) full++; if (ev) evals++; ev = 0; next }
     NF == 1 { if ($1 ~ /`_PyEval_EvalFrameDefault\+/) ev = 1; last = $1 }
     END { print (n > 20 && full == n ? "every stack down to _start" : full "/" n " stacks down to _start")
	   print (evals > 5 ? "through the interpreter loop" : evals " stacks through the interpreter loop") }' \
	"$SONDA_TEST_TMP/out"
