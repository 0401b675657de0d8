# @@status: 1
# @@timeout: 60
# lockstat: threads writing to one pipe contend for its mutex and for
# spinlocks, which fires adaptive-block, adaptive-spin or spin-spin
# (lock:contention_begin) in the waiting thread with arg0 = the lock's
# address; acquire probes are unavailable on tracepoints.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
"$SONDA" -qn '
lockstat:::adaptive-block, lockstat:::adaptive-spin, lockstat:::spin-spin
/pid == $target && arg0 != 0/ { n++; }
END { printf("contention %s\n", n > 0 ? "yes" : "no"); }
' -c "$PY $SONDA_TEST_DIR/data/pipe-contend.py" 2> "$SONDA_TEST_TMP/err1"
# A contention inside a BPF program (a lock sonda's own probes take) fires
# the tracepoint where the kernel will not run a program again: sonda
# reports those as missed firings, which is right, and not this test's
# business. Anything else on stderr is.
grep -v 'probe firings\{0,1\} missed' "$SONDA_TEST_TMP/err1" >&2
"$SONDA" -qn 'lockstat:::adaptive-acquire { }'
