# A -c target that execs another program (env running python3.11): once
# the unwinder meets the new program it loads its rows and the symbolizer
# forgets the old one's objects, so most of the profile's stacks reach
# python3.11's _start and none mixes env's frames with python's. (Stacks
# sampled before that, about 100 ms, are walked with frame pointers, so
# the workload runs for well over a second however fast the machine is.)
# @@timeout: 60
PY=/usr/bin/python3.11
[ -x "$PY" ] || { echo "python3.11 is not installed" >&2; exit 77; }
folded="$SONDA_TEST_TMP/py.folded"
LD_BIND_NOW=1 "$SONDA" -q -x folded="$folded" \
	-n 'profile-997 /pid == $target/ { @[ustack()] = count(); }' \
	-c "env $PY $SONDA_TEST_DIR/data/busy.py 400" > /dev/null || exit 1
awk '{ n += $NF }
     $1 ~ /^python3\.11`_start;.*`_PyEval_EvalFrameDefault/ { full += $NF }
     $1 ~ /(^|;)env`/ && $1 ~ /python3\.11`/ { mixed += $NF }
     END { print (full * 2 > n ? "most stacks from python3.11`s _start" : full "/" n " from _start")
	   print (mixed ? mixed " stacks mix env and python3.11" : "no stack mixes env and python3.11") }' \
	"$folded"
