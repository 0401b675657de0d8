# @@timeout: 60
# oformat=json with -x aggpercpu: every entry has "cpus", each CPU's value
# in the entry's own shape, for as many CPUs as the text format lists
# ("[CPU n]" lines); BEGIN runs in sonda's thread, pinned to CPU 0.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
prog='BEGIN
{
	@c["x"] = count();
	@c["x"] = count();
	@m = max(-4);
	@q = quantize(3);
	printa(@c);
	exit(0);
}'
taskset -c 0 "$SONDA" -x oformat=json -x aggpercpu -qn "$prog" >"$out" || exit 1
taskset -c 0 "$SONDA" -x aggpercpu -qn "$prog" >"$SONDA_TEST_TMP/text" || exit 1
json_valid "$out" || exit 1
ncpus=$(($(grep -c '^    \[CPU ' "$SONDA_TEST_TMP/text") / 3))
[ "$ncpus" -ge 1 ] || { echo "no [CPU n] lines in the text output" >&2; exit 1; }
jq -r --argjson n "$ncpus" '(.output // [.])[] | .["aggregation-name"] as $a |
	.["aggregation-data"][] |
	[$a, (.count // .max // .sum), (.cpus | length == $n),
	 ([.cpus[].cpu] == [range($n)]),
	 (.cpus[0] | .count // .max // (.buckets | map(select(.count > 0) | .value) | tostring)),
	 ([.cpus[1:][] | .count // 0] | add // 0)] | @tsv' "$out"
