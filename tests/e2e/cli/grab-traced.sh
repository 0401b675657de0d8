# -p of sonda itself is grabbed, as DTrace grabs itself: libproc's Pgrab( )
# goes on when its ptrace( ) seize fails (Ptrace( ) returns 0 while
# grabbing). A process another tracer already ptraces (strace, gdb) is
# grabbed and traced, with -p and with pid probes, where DTrace's pid
# probes fail: sonda's uprobes need no ptrace( ) (docs/cli.md).
exec 2>&1
cd "$SONDA_TEST_TMP" || exit 1
python3 -c '
import ctypes, os, sys, time
libc = ctypes.CDLL(None, use_errno=True)
pid = os.fork()
if pid == 0:
    libc.ptrace(0, 0, None, None)	# PTRACE_TRACEME: the parent traces it
    time.sleep(60)
    os._exit(0)
with open("traced.pid", "w") as f:
    f.write("%d\n" % pid)
time.sleep(60)
' &
parent=$!
disown
for _ in $(seq 100); do [ -s traced.pid ] && break; sleep 0.1; done
traced=$(cat traced.pid)
"$SONDA" -p "$traced" -qn 'BEGIN { printf("traced grabbed\n"); exit(0); }' 2>&1 | sed "s/$traced/PID/g"
echo "traced: status ${PIPESTATUS[0]}"
_DTRACE_TESTING=1 "$SONDA" -qn "pid$traced::getpid:entry" -n 'BEGIN { printf("probe made\n"); exit(0); }' 2>&1 | sed "s/$traced/PID/g"
echo "pid probe of it: status ${PIPESTATUS[0]}"
"$SONDA" -p "$parent" -qn 'BEGIN { printf("parent grabbed\n"); exit(0); }'
echo "its tracer: status $?"
sh -c 'exec "$0" -p $$ -qn "$1"' "$SONDA" 'BEGIN { printf("itself grabbed\n"); exit(0); }'
echo "itself: status $?"
kill -9 "$traced" "$parent" 2>/dev/null
