# The program sonda loads holds no goto +0: after checking it, the kernel's
# verifier deletes each one on its own, moving all the code behind it, so
# a long clause with thousands of them took seconds to load. Jumps to the
# next instruction (between the statements of a long clause, where the
# verifier must keep its state, and past an if's empty else) are gotol +0,
# which the verifier keeps and the JIT drops. The clause of 5,000
# statements loads and runs.
awk 'BEGIN {
	print "BEGIN { x = 0; y = 0;"
	for (i = 0; i < 5000; i++) printf "x = x + %d;\n", i % 7
	print "if (x > 2) { y = 1; }"
	print "printf(\"%d %d\\n\", x, y); exit(0); }"
}' > "$SONDA_TEST_TMP/long.d"
"$SONDA" -S -q -s "$SONDA_TEST_TMP/long.d" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/dis"
echo "status $?"
cat "$SONDA_TEST_TMP/out"
echo "goto +0: $(grep -c 'goto +0 ' "$SONDA_TEST_TMP/dis")"
grep -q 'gotol +0 ' "$SONDA_TEST_TMP/dis" && echo "gotol +0: present"
