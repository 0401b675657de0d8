# A real program's stack deeper than maxframes: python3.11 (no frame
# pointers) recursing through map( ), 60 levels of about five C frames
# each, calls getppid( ) at the bottom. DTrace's maxframes is the kernel's
# perf_event_max_stack (dt_open.c) and bpf_get_stack( ) stops there, so
# ustackdepth and ustack(N) of any N from it on hold that many frames, the
# innermost first; -x maxframes=110 cuts both to 110 (below the kernel default of 127).
PY=$(command -v python3.11) || { echo "python3.11 is not installed" >&2; exit 77; }
max=$(cat /proc/sys/kernel/perf_event_max_stack)
[ "$max" -le 250 ] || { echo "perf_event_max_stack $max > 250"; exit 77; }
cat > "$SONDA_TEST_TMP/deep.py" <<'PYEOF'
import os
def f(n):
    return list(map(f, [n - 1])) if n else os.getppid()
f(60)
PYEOF
for x in "" "-x maxframes=110"; do
	echo "maxframes ${x:-default}"
	"$SONDA" -q $x -n 'syscall::getppid:entry /pid == $target/
	{
		printf("depth %d\n", ustackdepth);
		ustack(1000);
		printf("end\n");
		ustack();
		printf("end\n");
	}' -c "$PY $SONDA_TEST_TMP/deep.py" |
	awk -v max="$max" '
	function num(v) { return v == max ? "max" : v }
	/^depth / { print "depth", num($2); next }
	/^end$/ { print "frames", num(n), "first", first, "interpreter frames", (ev > 20 ? "many" : ev > 0 ? "some" : "none"); n = ev = 0; next }
	NF == 1 { f = $1; sub(/\+0x[0-9a-f]+$/, "", f); if (!n) first = f; n++
		if (f ~ /_PyEval_EvalFrameDefault$/) ev++ }'
done
