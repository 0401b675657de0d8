# On a kernel without gotol (before Linux 6.6; SONDA_NO_GOTOL=1 says so
# here), each gotol +0 sonda writes is loaded as goto +0, so an if with no
# else and clauses on one probe run; a program whose jumps need gotol's
# 32-bit reach (a predicate over a clause of 45,000 instructions, past a
# conditional jump's 16-bit one) is refused in one line before loading. tests/vm/e2e/jumps-next.sh runs the
# first on Linux 6.1.
export SONDA_NO_GOTOL=1
"$SONDA" -qn 'BEGIN { x = 3; if (x > 2) { y = 1; } printf("%d\n", y); }
	BEGIN { if (x > 5) { y = 2; } printf("%d\n", y); exit(0); }'
echo "status $?"
awk 'BEGIN {
	print "BEGIN { x = 0; c = 1; }"
	print "BEGIN /c == 1/ {"
	for (i = 0; i < 2500; i++) printf "x = x + %d;\n", i % 7
	print "}"
	print "BEGIN { printf(\"%d\\n\", x); exit(0); }"
}' > "$SONDA_TEST_TMP/long.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/long.d" 2>&1
echo "status $?"
