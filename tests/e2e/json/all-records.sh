# @@timeout: 60
# oformat=json: every kind of output is whole JSON objects, one a line:
# records of trace, stack, ustack, tracemem and printf, setopt()'s error
# and system()'s output as items of their record, a runtime error (a bad
# copyin() address) and the ERROR clause's record, a committed speculation
# (a discarded one prints nothing), a failed speculation (a drop),
# freopen() (the record's part before it stays on stdout, the rest goes to
# the file, each part a whole object), ftruncate() (the file keeps only
# the part after it), exit(), END and the aggregations.
# python's json module reads every line, jq checks the probe fields.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
file=$SONDA_TEST_TMP/file.json
"$SONDA" -w -x oformat=json -s data/all-records.d -c "$SONDA_TRIGGERS/getppid 6" "$file" \
	>"$out" 2>"$SONDA_TEST_TMP/err" || { cat "$SONDA_TEST_TMP/err" >&2; exit 1; }
python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' <"$out" || exit 1
python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' <"$file" || exit 1
json_valid "$out" || exit 1
json_valid "$file" || exit 1
echo "stderr: $(grep -v -e 'matched 12 probes' -e 'allowing destructive' "$SONDA_TEST_TMP/err")"
# every object but an aggregation has the probe's fields, typed
jq -r 'select(has("aggregation-name") | not) |
	[(.timestamp | type == "number" and . > 0), (.cpu | type), (.id | type),
	 .provider, .module, .function, .name] | @tsv' "$out" "$file" | sort |
	awk '{ n[$0]++ } END { for (l in n) print n[l] " " l }' | sort
echo "stdout, in order (drops apart):"
jq -r 'select(.name != "DROP") |
	if has("aggregation-name") then "aggregation " + .["aggregation-name"]
	elif has("error") then "\(.name) error fault=\(.error.fault) address=\(.error.address)"
	else "\(.name) " + (.output | map(keys[0]) | join(",")) end' "$out"
echo "items:"
jq -c 'select(.name == "BEGIN") | .output[2:][]' "$out"
jq -r 'select(.name == "entry" and (.output[0] | has("stack-frames"))) | .output |
	[(.[0]["stack-frames"] | any(.name == "do_syscall_64")),
	 (.[1]["ustack-frames"] | any(.name == "main" and .module == "getppid")),
	 .[2].tracemem, .[3].message] | @tsv' "$out"
jq -r 'select(has("output")) | .output[] | .message // empty' "$out" | tr -d '\n' | tr -s ' '
echo
echo "drops:"
jq -r 'select(.name == "DROP") | [.cpu, .id, .provider, .module, .function, .kind, .msg] |
	@tsv' "$out"
echo "file:"
jq -c '.output' "$file"
