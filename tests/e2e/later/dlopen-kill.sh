# A process that dlopen()s and dlclose()s a library 20000 times while
# sonda -p, with probes in that library (USDT with a semaphore, pid), is
# killed with SIGKILL at random moments, some while it is still
# attaching: the process finishes every load and exits 0, and no BPF
# program of the killed sondas remains.
# @@serial
# @@timeout: 120
T=$SONDA_TRIGGERS/ulater
command -v bpftool > /dev/null || { echo "bpftool is missing" >&2; exit 77; }
# IDs of the BPF programs owned by process $1 (other sondas may run too)
owned() {
	bpftool -j prog show 2>/dev/null | python3 -c '
import json, sys
for p in json.load(sys.stdin):
    if any(o.get("pid") == int(sys.argv[1]) for o in p.get("pids", [])):
        print(p["id"])' "$1"
}
"$T" 20000 > "$SONDA_TEST_TMP/out" &
p=$!
ids=""
kills=0
for i in $(seq 1 8); do
	kill -0 $p 2> /dev/null || break
	"$SONDA" -q -p $p -n '
	    ulater$target:libulater.so::ctor, pid$target:libulater:ul_ctor:entry,
	    pid$target:libulater:ul_raised:return { @ = count(); }' > /dev/null 2>&1 &
	s=$!
	sleep 0.$((RANDOM % 40 + 5))
	ids="$ids $(owned $s)"
	kill -KILL $s 2> /dev/null && kills=$((kills + 1))
	wait $s 2> /dev/null
done
wait $p
echo "exit status $?"
awk '{ print "loads", $2 }' "$SONDA_TEST_TMP/out"
[ $kills -ge 4 ] && echo "killed sonda at least 4 times" || echo "only $kills kills"
left() {
	local all=" $(bpftool -j prog show 2>/dev/null | python3 -c '
import json, sys
print(" ".join(str(p["id"]) for p in json.load(sys.stdin)))') " n=0
	for i in $ids; do [[ $all == *" $i "* ]] && n=$((n + 1)); done
	echo $n
}
for _ in $(seq 1 100); do
	[ "$(left)" = 0 ] && break
	sleep 0.1
done
[ -n "$ids" ] && echo "saw sonda's programs" || echo "never saw a program"
[ "$(left)" = 0 ] && echo "no program left" || echo "programs left: $(left)"
