# @@status: 1
# lockstat: threads writing to one pipe contend for its mutex, which
# fires adaptive-block and adaptive-spin (lock:contention_begin) in the
# waiting thread with arg0 = the lock's address; acquire probes are
# unavailable on tracepoints.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import os, threading
r, w = os.pipe()
def reader():
    while os.read(r, 65536):
        pass
def writer():
    for i in range(40000):
        os.write(w, b"x" * 512)
threading.Thread(target=reader, daemon=True).start()
ws = [threading.Thread(target=writer) for _ in range(4)]
[t.start() for t in ws]
[t.join() for t in ws]
W
"$SONDA" -qn '
lockstat:::adaptive-block /pid == $target && arg0 != 0/ { block++; }
END { printf("adaptive-block %s\n", block > 0 ? "yes" : "no"); }
' -c "$PY $SONDA_TEST_TMP/w.py"
"$SONDA" -qn 'lockstat:::adaptive-acquire { }'
