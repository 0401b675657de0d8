# A sonda that attaches probes waits for earlier runs still removing theirs
# (they hold the detach lock, rt/detach.c), so that it never sees their
# probes; a program of BEGIN, END and ERROR only attaches nothing and does
# not wait. The lock is held here for 3 s by flock(1) as a detaching child
# would hold it.
LOCK=/run/lock/sonda-detach.lock
[ -d /run/lock ] || LOCK=/tmp/sonda-detach.lock
flock -s "$LOCK" sleep 3 &
holder=$!
sleep 0.3
"$SONDA" -qn 'BEGIN { printf("begin-only: "); exit(0); }'
kill -0 $holder 2>/dev/null && echo "did not wait" || echo "waited"
"$SONDA" -qn 'syscall::getppid:entry { } BEGIN { printf("with a probe: "); exit(0); }'
kill -0 $holder 2>/dev/null && echo "did not wait" || echo "waited"
wait
