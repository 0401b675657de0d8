# sonda writes a jump to the next instruction as gotol +0 (an if with no
# else, the settle points between clauses on one probe), and longer ones
# as gotol where a conditional jump's 16-bit reach is too short (a
# predicate over a clause of 45,000 instructions). Debian's 6.1 kernel
# takes gotol (upstream has it from 6.6; a kernel without it gets goto +0
# back, tested on the host with SONDA_NO_GOTOL: codegen/no-gotol).
$SONDA -qn 'BEGIN { x = 3; if (x > 2) { y = 1; } printf("%d\n", y); }
	BEGIN { if (x > 5) { y = 2; } printf("%d\n", y); exit(0); }'
echo "status $?"
awk 'BEGIN {
	print "BEGIN { x = 0; c = 1; }"
	print "BEGIN /c == 1/ {"
	for (i = 0; i < 2500; i++) printf "x = x + %d;\n", i % 7
	print "}"
	print "BEGIN { printf(\"%d\\n\", x); exit(0); }"
}' > /tmp/long.d
$SONDA -q -s /tmp/long.d 2>&1
echo "status $?"
