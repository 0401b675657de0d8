# @@timeout: 60
# oformat=json: print() of pointers to integers of every size and sign, char arrays
# (text, UTF-8 too, is a string; other bytes are numbers),
# strings, pointers, nested structs, unions, arrays (of structs too),
# enums (named and not), bit-fields and a kernel struct with anonymous
# members, each as its JSON type (python's
# json reads the 64-bit integers exactly; jq checks the types); then the
# same in text, as DTrace prints it: char arrays up to their NUL, zero
# elements left out, an array of structs ends the print( ) after its line.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -qs data/print-types.d >"$out" || exit 1
json_valid "$out" || exit 1
python3 - "$out" <<'PY'
import json, sys
names = {int: "number", str: "string", list: "array", dict: "object"}
out = json.load(open(sys.argv[1]))["output"]
print("struct all, member by member (name, JSON type, value):")
print("%s\t%s" % (out[0]["print"]["type"], out[0]["print"]["address"] != 0))
for k, v in out[0]["print"]["value"].items():
    print("%s\t%s\t%s" % (k, names[type(v)], json.dumps(v, separators=(",", ":"))))
print("each print() (type, has an address, JSON type, value):")
for item in out[1:]:
    p = item["print"]
    print("%s\t%s\t%s\t%s" % (p["type"], p["address"] != 0, names[type(p["value"])],
                          json.dumps(p["value"], separators=(",", ":"))))
PY
jq -r '.output[0].print.value | [(.name | type), (.ins[1] | type), (.un.b | type),
	(.col | type), (.other | type), (.f2 | type)] | @tsv' "$out"
# a kernel type: the anonymous unions and structs of spinlock_t (BTF) are
# inlined; every nested struct has its members
"$SONDA" -x oformat=json -qn 'BEGIN { print(&curthread->alloc_lock); exit(0); }' |
	jq -r '.output[0].print | [.type, (.value.rlock.raw_lock |
		has("val") and has("locked") and has("pending") and has("tail")),
		(.value.rlock.raw_lock.val | has("counter"))] | @tsv'
echo "text:"
"$SONDA" -qs data/print-types.d | sed -E 's/^ {44}//; s/^0x[0-9a-f]+ = /ADDR = /'
