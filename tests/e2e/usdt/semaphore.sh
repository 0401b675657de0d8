# The semaphore of upid:::sema-hit is raised while sonda runs and back to
# 0 after it exits (normal exit, SIGINT, and SIGKILL).
# @@timeout: 60
# @@serial
T=$SONDA_TRIGGERS/upid
"$T" 1000000 2000 > /dev/null &
p=$!
sleep 0.3
base=$(grep -m1 "/upid$" /proc/$p/maps | cut -d- -f1)
sema_off=$(nm "$T" | awk '/upid_sema__hit_semaphore/ {print $1}')
sema() {
	python3 -c "
import sys
f = open('/proc/$p/mem', 'rb')
f.seek(0x$base + 0x$sema_off - 0)
print(int.from_bytes(f.read(2), 'little'))" 2>/dev/null
}
# the address above assumes the data is at base + link address (PIE)
echo "before: $(sema)"
"$SONDA" -q -p $p -n 'upid$target:::sema-hit { @ = count(); } tick-300ms { exit(0); }' > /dev/null
echo "after exit: $(sema)"
env --default-signal=INT "$SONDA" -q -p $p -n 'upid$target:::sema-hit { @ = count(); }' > /dev/null &
s=$!
sleep 1
echo "while tracing: $(sema)"
kill -INT $s; wait $s
echo "after SIGINT: $(sema)"
"$SONDA" -q -p $p -n 'upid$target:::sema-hit { @ = count(); }' > /dev/null &
s=$!
sleep 1
kill -KILL $s; wait $s 2>/dev/null
sleep 0.5
echo "after SIGKILL: $(sema)"
kill -0 $p && echo "still running"
kill $p
