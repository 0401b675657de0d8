# lib.sh - shared by the json tests: validate NDJSON with the programs that
# read it, then print it with what varies between runs masked.

# Every line of $1 must be one JSON object for python's json module and
# for jq; says which line is not and fails.
json_valid()
{
	python3 - "$1" <<'PY' || return 1
import json, sys
for n, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    try:
        v = json.loads(line)
    except ValueError as e:
        sys.exit("line %d is not JSON: %s" % (n, e))
    if not isinstance(v, dict):
        sys.exit("line %d is not an object" % n)
PY
	jq -e 'type == "object"' "$1" >/dev/null || { echo "jq refused $1" >&2; return 1; }
}

# The lines of $1 with timestamps and CPU numbers masked.
json_masked()
{
	sed -E 's/"timestamp":[0-9]+/"timestamp":T/g; s/"cpu":[0-9]+/"cpu":C/g' "$1"
}
