# @@timeout: 120
# 40 random type-correct D programs (tests/fuzz/dgen.py, fixed seeds) are
# compiled, loaded and run for 200 ms each: none may be rejected by the
# kernel's verifier, hit an internal error, crash or hang.
out=$(python3 "$(dirname "$0")/../../fuzz/dgen.py" -n 40 -s 1 -b "$SONDA" \
	-o "${TMPDIR:-/tmp}/dgen.$$") || { echo "$out" | grep BAD; }
echo "$out" | tail -1 | sed 's/.*refused, //'
rm -rf "${TMPDIR:-/tmp}/dgen.$$"
