# A provider glob that depends on the process ID (python*[02468]: the
# processes with an even pid) matches a python3.11 started after sonda by
# its provider name with the pid, as DTrace matches python<PID>: of four
# processes, those with an even pid have their calls of f() and g() counted
# exactly (f 25 times, g NG times: 10 + its number), the others none. Latent probes (one uprobe on the file for every
# process) cannot tell pids apart, so the exec watch gives each even
# process probes of its own after its exec; calls.py calls f() and g() only
# once sonda has said so (SONDA_XWATCH_STATS=1), and its semaphore is
# raised then.
# @@timeout: 120
. "$SONDA_ROOT/tests/lib/ready.sh"
PY=/usr/bin/python3.11
D=$SONDA_TEST_DIR/data
t=$SONDA_TEST_TMP
[ -x $PY ] || { echo "$PY is missing" >&2; exit 77; }
export SEMA=$(readelf -n $PY | awk '/Name: function__entry/ { getline; print $NF; exit }')
SONDA_XWATCH_STATS=1 env --default-signal=INT "$SONDA" -Z -q -n '
BEGIN { printf("ready\n"); }
python*[02468]:::function-entry /copyinstr(arg1) == "f" || copyinstr(arg1) == "g"/ {
	@[pid, copyinstr(arg1), probeprov == strjoin("python", lltostr(pid))] = count();
}
END { printa("%d %s %d %@u\n", @); }' > "$t/out" 2> "$t/err" &
s=$!
wait_ready $s "$t/out"
# two processes of each parity, in this order: even, even, odd, odd (a
# process of a parity there are enough of is killed before it calls)
even= odd= ne=0 no=0
for i in $(seq 1 40); do
	[ $ne = 2 ] && [ $no = 2 ] && break
	$PY "$D/calls.py" 25 $((10 + i)) "$t/go$i" > "$t/p$i.out" &
	p=$!
	if [ $((p % 2)) = 0 ] && [ $ne -lt 2 ]; then
		even="$even $p:$i" ne=$((ne + 1))
		for _ in $(seq 1 600); do grep -q "pid $p:" "$t/err" && break; sleep 0.05; done
	elif [ $((p % 2)) = 1 ] && [ $no -lt 2 ]; then
		odd="$odd $p:$i" no=$((no + 1))
		sleep 0.3	# probes it must not get would be made by now
	else
		kill $p
		wait $p 2> /dev/null
		continue
	fi
	: > "$t/go$i"
	wait $p
done
kill -INT $s
wait $s
echo "sonda exit status $?"
grep -v "exec watch: pid" "$t/err"
for e in $even $odd; do
	p=${e%:*} i=${e#*:}
	[ $((p % 2)) = 0 ] && echo "even pid:" || echo "odd pid:"
	awk -v p=$p -v i=$i '$1 == p { $1 = "PID"; if ($2 == "g" && $4 == 10 + i) $4 = "NG"; print }' "$t/out" |
		sort
	if [ $((p % 2)) = 0 ]; then cat "$t/p$i.out"; fi
done
