# A traced process must never suffer from sonda going away: while upid
# makes well over 10k probed calls per second (pid entry and return probes
# and a USDT probe with a semaphore), sonda -p is killed with SIGKILL at
# random moments, many times (some while it is still attaching). The
# process must finish with the same checksum as an untraced run, and no
# BPF program of sonda may remain afterwards.
# @@serial
# @@timeout: 120
T=$SONDA_TRIGGERS/upid
N=100000000
want=$("$T" $N)
progs() { bpftool prog show 2>/dev/null | grep -c " name sonda " ; }
command -v bpftool > /dev/null || { echo "bpftool is missing" >&2; exit 77; }
before=$(progs)
"$T" $N > "$SONDA_TEST_TMP/out" &
p=$!
kills=0
rates=0
for i in $(seq 1 15); do
	kill -0 $p 2>/dev/null || break
	"$SONDA" -q -p $p -n '
	    pid$target:a.out:up_add:entry, pid$target:a.out:up_add:return,
	    upid$target:::sema-hit { @ = count(); }' > /dev/null 2>&1 &
	s=$!
	sleep 0.$((RANDOM % 40 + 5))
	kill -KILL $s 2>/dev/null && kills=$((kills + 1))
	wait $s 2>/dev/null
done
wait $p
rc=$?
got=$(cat "$SONDA_TEST_TMP/out")
echo "exit status $rc"
[ "$got" = "$want" ] && echo "same result" || echo "different result: '$got' vs '$want'"
[ $kills -ge 5 ] && echo "killed sonda at least 5 times" || echo "only $kills kills"
for _ in $(seq 1 100); do
	[ "$(progs)" -le "$before" ] && break
	sleep 0.1
done
[ "$(progs)" -le "$before" ] && echo "no program left" || echo "programs left: $(progs)"
