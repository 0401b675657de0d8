# DOF probes and a process that must not suffer from sonda going away:
# while udof fires DOF probes (and an is-enabled site) at a high rate,
# sonda -p is killed with SIGKILL at random moments, then stopped by
# SIGINT; the program finishes with the same total as an untraced run
# (an is-enabled site left on by a killed sonda only runs guarded code).
# @@serial
# @@timeout: 120
T=$SONDA_TRIGGERS/udof
N=60000
want=$("$T" $N)
"$T" $N 20 > "$SONDA_TEST_TMP/out" &
p=$!
kills=0
for i in $(seq 1 10); do
	kill -0 $p 2>/dev/null || break
	"$SONDA" -q -p $p -n 'udof$target::: { @[probename] = count(); }' \
	    > /dev/null 2>&1 &
	s=$!
	sleep 0.$((RANDOM % 40 + 5))
	kill -KILL $s 2>/dev/null && kills=$((kills + 1))
	wait $s 2>/dev/null
done
if kill -0 $p 2>/dev/null; then
	"$SONDA" -q -p $p -n 'udof$target::: { @[probename] = count(); }' \
	    > /dev/null 2>&1 &
	s=$!
	sleep 0.5
	kill -INT $s
	wait $s
fi
wait $p
echo "exit status $?"
[ "$(cat "$SONDA_TEST_TMP/out")" = "$want" ] && echo "same result" ||
	echo "different result: '$(cat "$SONDA_TEST_TMP/out")' vs '$want'"
[ $kills -ge 5 ] && echo "killed sonda at least 5 times" || echo "only $kills kills"
