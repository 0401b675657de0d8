# A flat chain of operators parses at any length, as generated scripts
# write them (5000 additions, 3000 comma operands, 2000 ||); only real
# nesting is bounded, with a D error.
py() { python3 -c "$1" > "$SONDA_TEST_TMP/$2"; }
py "print('BEGIN { y = 1; x = ' + ' + '.join(['y'] * 5000) + ';')
print('z = (' + ', '.join(['y'] * 2999) + ', 7);')
print('w = ' + ' || '.join(['y == 0'] * 2000) + ';')
print('printf(\"%d %d %d\\\\n\", x, z, w); exit(0); }')" chain.d
"$SONDA" -q -s "$SONDA_TEST_TMP/chain.d"
py "print('BEGIN { x = ' + '(' * 600 + '1' + ')' * 600 + '; }')" nest.d
"$SONDA" -qe -s "$SONDA_TEST_TMP/nest.d" 2>&1 | grep -o 'nesting too deep \[D_SYNTAX\]'
