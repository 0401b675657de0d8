# @@timeout: 60
# oformat=json: printa() with a format gives every entry the "message"
# its row prints (the text format's lines, in the same order), beside its
# typed keys and value; a printa() of several aggregations gives each
# entry the row of its key (zero for an aggregation without it). printf()
# without arguments is its message alone.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
prog='BEGIN
{
	printf("no arguments\n");
	@c["read", 3] = count();
	@c["write", 1] = count();
	@c["write", 1] = count();
	@s["write", 1] = sum(40);
	@s["open", 9] = sum(7);
	printa("%-8s fd %d: %@u calls\n", @c);
	printa("%s/%d count %@d sum %@d\n", @c, @s);
	exit(0);
}'
"$SONDA" -x oformat=json -qn "$prog" >"$out" || exit 1
"$SONDA" -qn "$prog" >"$SONDA_TEST_TMP/text" || exit 1
json_valid "$out" || exit 1
echo "printf:"
jq -c 'select(.name == "BEGIN") | [.output[0], (.output | length)]' "$out"
echo "printa:"
jq -r 'select(.name == "BEGIN") | .output[1:][] | .["aggregation-name"] as $n |
	.["aggregation-data"][] | [$n, .keys[0].value, .keys[1].value,
	(.count // .sum), .message] | @tsv' "$out"
# the first printa's messages, joined, are the text format's lines
jq -j 'select(.name == "BEGIN") | .output[1]["aggregation-data"][].message' "$out" \
	>"$SONDA_TEST_TMP/joined"
sed -n '2,3p' "$SONDA_TEST_TMP/text" | cmp - "$SONDA_TEST_TMP/joined" && echo "text: same"
