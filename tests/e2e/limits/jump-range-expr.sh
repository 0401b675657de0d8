# @@timeout: 120
# A conditional jump reaches 32,767 instructions; code longer than that
# between a test and where it goes is reached by sonda's long jumps: a
# clause of 2,500 statements (about 45,000 instructions) under a
# predicate, ?: arms, && and || right operands and a predicate of 6,000
# terms (about 36,000 instructions each), and a string ?: of such an arm,
# all load and run. (DTrace for Linux refuses each at load: "jump out of
# range", or an unreachable instruction.)
big=$(awk 'BEGIN { s = "y"; for (i = 1; i < 6000; i++) s = s " + y"; print s }')
run() {
	printf '%s\n' "$1" > "$SONDA_TEST_TMP/j.d"
	"$SONDA" -q -s "$SONDA_TEST_TMP/j.d"
	echo "status $?"
}
run "$(awk 'BEGIN {
	print "BEGIN { x = 0; c = 1; }"
	print "BEGIN /c == 1/ {"
	for (i = 0; i < 2500; i++) printf "x = x + %d;\n", i % 7
	print "}"
	print "BEGIN /c == 0/ {"
	for (i = 0; i < 2500; i++) printf "x = x + %d;\n", i % 7
	print "}"
	print "BEGIN { printf(\"%d\\n\", x); exit(0); }"
}')"
run "BEGIN { y = 1; c = 1; x = c ? ($big) : 5; z = !c ? ($big) : 5;
	printf(\"%d %d\\n\", x, z); exit(0); }"
run "BEGIN { y = 1; c = 1; x = c && ($big) > 3; z = !c || ($big) > 3;
	w = !c && ($big) > 3; v = c || ($big) > 3;
	printf(\"%d %d %d %d\\n\", x, z, w, v); exit(0); }"
run "BEGIN { y = 1; c = 1; }
BEGIN /c && ($big) == 6000/ { printf(\"yes\\n\"); }
BEGIN /!c || ($big) != 6000/ { printf(\"no\\n\"); }
BEGIN { exit(0); }"
run "BEGIN { y = 1; c = 1; x = c ? strjoin(lltostr($big), \"!\") : \"no\";
	printf(\"%s\\n\", x); exit(0); }"
