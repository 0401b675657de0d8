# A process that dlopen()s and dlclose()s a library 60000 times (long enough
# for the 8 rounds of kills on a fast machine) while
# sonda -p, with probes in that library (USDT with a semaphore, pid), is
# killed with SIGKILL at random moments, some while it is still
# attaching (-Z: the library may be unloaded when sonda grabs the process,
# D_PDESC_ZERO without it): the process finishes every load and exits 0, and no BPF
# program of the killed sondas remains.
# @@serial
# @@timeout: 120
T=$SONDA_TRIGGERS/ulater
command -v bpftool > /dev/null || { echo "bpftool is missing" >&2; exit 77; }
. "$SONDA_ROOT/tests/lib/bpfprogs.sh"
"$T" 60000 > "$SONDA_TEST_TMP/out" &
p=$!
ids=""
kills=0
for i in $(seq 1 8); do
	kill -0 $p 2> /dev/null || break
	"$SONDA" -qZ -p $p -n '
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
report_left
