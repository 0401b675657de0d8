# D libraries: every .d file of -L / -x libdir directories is compiled before
# the programs, libraries after those they name in "#pragma D depends_on
# library"; their errors stop the compile; a dependency cycle is an error
# (without a tag).
cd "$SONDA_TEST_TMP"
mkdir good bad cycle
printf '#pragma D depends_on library b.d\ninline int AA = BB + 1;\n' > good/a.d
printf 'inline int BB = 41;\n' > good/b.d
"$SONDA" -L good -qn 'BEGIN { printf("%d\n", AA); exit(0); }'
echo "good: $?"
printf 'BEGIN {\n\tnonexistent_action();\n}\n' > bad/f.d
_DTRACE_TESTING=t "$SONDA" -xlibdir=bad -n 'BEGIN {exit(0)}' 2>&1
echo "bad: $?"
printf '#pragma D depends_on library y.d\n' > cycle/x.d
printf '#pragma D depends_on library x.d\n' > cycle/y.d
# which of the two is named first is readdir( )'s order
"$SONDA" -L cycle -en 'BEGIN {exit(0)}' >out 2>&1
echo "cycle: $?"
sed 's|cycle/[xy]\.d => cycle/[xy]\.d|cycle/X.d => cycle/Y.d|' out
