# oformat=json: stack() and ustack() as frame arrays, in records and as
# aggregation keys (beside a string key), for a program with a known
# number of calls.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -qn 'syscall::getppid:entry /pid == $target/ {
	stack(); ustack(); @[ustack()] = count(); @k[probefunc, stack()] = count(); }' \
	-c "$SONDA_TRIGGERS/getppid 3" >"$out" || exit 1
json_valid "$out" || exit 1
echo "records: $(jq -s '[.[] | select(.name == "entry")] | length' "$out")"
jq -r 'select(.name == "entry") | [.provider, .module, .function, .name,
	(.output[0]["stack-frames"] | any(.name == "do_syscall_64" and .module == "vmlinux")),
	(.output[1]["ustack-frames"] | any(.name == "main" and .module == "getppid"
					   and (.offset | startswith("0x"))))] | @tsv' "$out"
jq -r 'select(has("aggregation-name")) | .["aggregation-name"] as $n |
	.["aggregation-data"][] | [$n, .count, (.keys | length),
	(.keys[0].value // (.keys[0]["ustack-frames"] | any(.name == "main"))),
	((.keys[1]["stack-frames"] // []) | length > 0)] | @tsv' "$out"
