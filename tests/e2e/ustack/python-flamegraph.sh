# A profile of Debian's python3.11 (built without frame pointers) running a
# small python program, written with -x folded and -x flamegraph: every
# stack's outermost frame is _start (python3.11's or, while the loader
# still runs, ld.so's), most go through the interpreter loop
# (_PyEval_EvalFrameDefault) down from Py_BytesMain, and the SVG has those
# frames as boxes whose sample counts match the folded lines.
# LD_BIND_NOW keeps ld.so's lazy-binding trampoline out (its CFA is in rbx,
# which the unwinder does not follow: such stacks are cut short, counted);
# a sample taken in exit_group() after the process's memory is gone has
# only its leaf (_Exit, the name libproc gives _exit's address) and is
# left out, and so is a one-frame stack in a library python dlopen()s
# (an extension module's libz): in the first ~100 ms of such a library
# the unwinder has no rows for it yet and walks frame pointers
# (docs/output-formats.md, how user stacks are found).
# @@timeout: 60
PY=/usr/bin/python3.11
[ -x "$PY" ] || { echo "python3.11 is not installed" >&2; exit 77; }
svg="$SONDA_TEST_TMP/py.svg" folded="$SONDA_TEST_TMP/py.folded"
LD_BIND_NOW=1 "$SONDA" -q -x flamegraph="$svg" -x folded="$folded" \
	-n 'profile-997 /pid == $target/ { @[ustack()] = count(); }' \
	-c "$PY $SONDA_TEST_DIR/data/busy.py" > /dev/null || exit 1
awk '$1 == "libc.so.6`_Exit" { next }
     $1 !~ /;/ && $1 !~ /^(python3\.11|libc\.so\.6|ld-linux-x86-64\.so\.2)`/ { next }
     { n += $NF; split($1, f, ";")
       if (f[1] ~ /^(python3\.11|ld-linux-x86-64\.so\.2)`_start$/) full += $NF
       if ($1 ~ /^python3\.11`_start;.*python3\.11`Py_BytesMain;.*python3\.11`_PyEval_EvalFrameDefault/) ev += $NF }
     END { print (n > 20 ? "samples" : "too few samples: " n)
	   print (full == n ? "every stack from _start" : full "/" n " stacks from _start")
	   print (ev * 2 > n ? "most through the interpreter loop" : ev "/" n " through the interpreter loop") }' \
	"$folded"
"$PY" - "$svg" "$folded" <<'P'
import sys, xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
count = {}
for g in root.findall(ns + "g"):
    name = g.find(ns + "title").text.split(" (")[0]
    count[name] = count.get(name, 0) + int(g.find(ns + "rect").get("data-count"))
want = {}
for line in open(sys.argv[2]):
    stack, n = line.rsplit(" ", 1)
    for f in set(stack.split(";")):
        want[f] = want.get(f, 0) + int(n)
for f in ("python3.11`_start", "python3.11`Py_BytesMain", "python3.11`_PyEval_EvalFrameDefault"):
    print(f, "in the svg" if count.get(f, 0) > 0 else "missing from the svg")
print("svg counts match the folded stacks" if count.get("python3.11`Py_BytesMain") == want.get("python3.11`Py_BytesMain") else "svg counts differ")
P
