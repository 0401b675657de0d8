# A flat chain of operators parses at any length, as generated scripts
# write them (5000 additions, 3000 comma operands, 2000 ||); only real
# nesting is bounded, where DTrace's parser stack (bison's, 10,000 states)
# is: 9,990 parentheses compile, 10,000 do not.
py() { python3 -c "$1" > "$SONDA_TEST_TMP/$2"; }
py "print('BEGIN { y = 1; x = ' + ' + '.join(['y'] * 5000) + ';')
print('z = (' + ', '.join(['y'] * 2999) + ', 7);')
print('w = ' + ' || '.join(['y == 0'] * 2000) + ';')
print('printf(\"%d %d %d\\\\n\", x, z, w); exit(0); }')" chain.d
"$SONDA" -q -s "$SONDA_TEST_TMP/chain.d"
py "print('BEGIN { x = ' + '(' * 9990 + '1' + ')' * 9990 + '; }')" nest.d
"$SONDA" -qe -s "$SONDA_TEST_TMP/nest.d" && echo compiled
py "print('BEGIN { x = ' + '(' * 10000 + '1' + ')' * 10000 + '; }')" nest.d
"$SONDA" -qe -s "$SONDA_TEST_TMP/nest.d" 2>&1 | grep -o 'memory exhausted near "(" \[D_SYNTAX\]'
