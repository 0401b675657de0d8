# Every script in examples/ compiles (-e: compile, match probes, exit).
# -x defaultargs lets scripts that use $1 compile without operands.
ok=1
for f in "$SONDA_ROOT"/examples/*.d; do
	if ! "$SONDA" -e -x defaultargs -s "$f"; then
		echo "failed to compile examples/$(basename "$f")"
		ok=0
	fi
done
((ok)) && echo "all examples compile"
