# A traced process must never suffer from sonda going away: while upid
# makes well over 10k probed calls per second (rounds 50us apart, each
# with two probed calls of up_add, entry and return, and a USDT probe
# with a semaphore), sonda -p is killed with SIGKILL at
# random moments, many times (some while it is still attaching). The
# process must finish with the same checksum as an untraced run, and no
# BPF program of sonda may remain afterwards.
# @@serial
# @@timeout: 120
T=$SONDA_TRIGGERS/upid
N=150000
want=$("$T" $N)
command -v bpftool > /dev/null || { echo "bpftool is missing" >&2; exit 77; }
. "$SONDA_ROOT/tests/lib/bpfprogs.sh"
ids=""
"$T" $N 50 > "$SONDA_TEST_TMP/out" &
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
	ids="$ids $(owned $s)"
	kill -KILL $s 2>/dev/null && kills=$((kills + 1))
	wait $s 2>/dev/null
done
wait $p
rc=$?
got=$(cat "$SONDA_TEST_TMP/out")
echo "exit status $rc"
[ "$got" = "$want" ] && echo "same result" || echo "different result: '$got' vs '$want'"
[ $kills -ge 5 ] && echo "killed sonda at least 5 times" || echo "only $kills kills"
report_left
