# @@timeout: 60
# lockstat *-block and *-spin fire once the waiting thread has the lock
# (lock:contention_end paired with its contention_begin), with arg1 = the
# time it waited: threads writing to one pipe contend for its mutex and
# spinlocks.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
"$SONDA" -qn '
BEGIN { n = 0; bad = 0; }
lockstat:::adaptive-block, lockstat:::adaptive-spin, lockstat:::spin-spin
/pid == $target && arg0 != 0/ {
	n++; bad = bad + (arg1 == 0 || arg1 > 5000000000); }
END { printf("contention %s, waited between 0 and 5 s: %s\n",
	n > 0 ? "yes" : "no", bad == 0 ? "yes" : "no"); }
' -c "$PY $SONDA_TEST_DIR/data/pipe-contend.py"
"$SONDA" -lv -n lockstat:::spin-spin | grep 'args\['
