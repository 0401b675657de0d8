# min()/max() over several CPUs: a CPU whose copy of the entry another CPU
# created starts from its first value, not from zero. With -x aggpercpu each
# value is followed by every CPU's own ("[CPU n]", identity where unused).
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs" >&2; exit 77; }
for c in $(seq 0 $(( $(nproc) - 1 ))); do
	taskset -c "$c" timeout 4 sh -c 'while :; do :; done' &
done
sleep 0.2
"$SONDA" -xaggpercpu -qn '
profile-97 /cpu <= 1/ { @m = min(cpu + 5); @x = max(-5 - cpu); @n[cpu] = count(); }
tick-700ms { exit(0); }' > "$SONDA_TEST_TMP/out.txt"
kill $(jobs -p) 2>/dev/null
awk 'NR >= 2 && NR <= 7 { if ($1 == "[CPU") print $1, $2, $3; else print "total", $1 }' "$SONDA_TEST_TMP/out.txt"
grep -c '^ *[01]  *[0-9][0-9]*$' "$SONDA_TEST_TMP/out.txt"
