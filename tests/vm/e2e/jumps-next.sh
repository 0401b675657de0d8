# sonda writes a jump to the next instruction as gotol +0 (an if with no
# else, the settle points between clauses on one probe); a kernel before
# Linux 6.6 has no gotol and gets goto +0 instead: these load and run.
$SONDA -qn 'BEGIN { x = 3; if (x > 2) { y = 1; } printf("%d\n", y); }
	BEGIN { if (x > 5) { y = 2; } printf("%d\n", y); exit(0); }'
echo "status $?"
