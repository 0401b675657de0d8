# @@timeout: 120
# Programs nested as deep as DTrace's parser takes them (its bison stack of
# 10,000 states, errors/parser-stack) compile and run: every pass after the
# parser recurses on sonda's compile stack, never on the 8 MB a shell gives
# (ulimit -s 8192): a ?: of 2,490 string arms, 1,600 nested ifs and an
# else-if chain of 1,600 arms, 9,985 unary minuses, 3,300 casts and 4,990
# nested array references.
ulimit -s 8192
run() {
	python3 -c "print('BEGIN { ' + $1 + ' exit(0); }')" > "$SONDA_TEST_TMP/d.d"
	"$SONDA" -q -s "$SONDA_TEST_TMP/d.d"
	echo "status $?"
}
run "'c = 2480; x = ' + ''.join('c == %d ? \"s%d\" : ' % (i, i) for i in range(2490)) + '\"none\"; printf(\"%s\\\\n\", x);'"
run "'c = 1; x = 0; ' + 'if (c) { ' * 1600 + 'x = 9;' + ' }' * 1600 + ' printf(\"%d\\\\n\", x);'"
run "'c = 1598; ' + ' else '.join('if (c == %d) x = %d;' % (i, i) for i in range(1600)) + ' printf(\"%d\\\\n\", x);'"
run "'c = 3; x = ' + '- ' * 9985 + 'c; printf(\"%d\\\\n\", x);'"
run "'c = -3; x = ' + '(int)' * 3300 + 'c; printf(\"%d\\\\n\", x);'"
run "'a[1] = 1; x = ' + 'a[' * 4990 + '1' + ']' * 4990 + '; printf(\"%d\\\\n\", x);'"
