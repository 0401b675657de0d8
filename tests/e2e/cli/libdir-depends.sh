# D libraries and "#pragma D depends_on", as DTrace's dt_load_libs_dir( )
# takes them: a library whose provider or module dependency is not met is
# skipped without a word (its D_PRAGMA_DEPEND error dropped), and so is one
# that depends on a skipped library or on itself ("program requires library
# ... which failed to load", dropped too); the other libraries load. The
# first scan of a library's control lines stops at its unmet provider, so a
# "depends_on library" after it names nothing. A dependency on a missing
# library names it as DIR/NAME, and that error and a cycle's carry no tag
# (dt_lib_depend_error( ) sets none), -x errtags or not.
cd "$SONDA_TEST_TMP" || exit 1
mkdir skip missing cycle
printf '#pragma D depends_on provider nosuchprovider\n#pragma D depends_on library gone.d\ninline int AA = 1;\n' > skip/a.d
printf '#pragma D depends_on library a.d\ninline int BB = 2;\n' > skip/b.d
printf '#pragma D depends_on library c.d\ninline int CC = 3;\n' > skip/c.d
printf '#pragma D depends_on module nosuchmodule\ninline int DD = 4;\n' > skip/d.d
printf 'inline int EE = 5;\n' > skip/e.d
"$SONDA" -L skip -qn 'BEGIN { printf("%d\n", EE); exit(0); }'
echo "skip: $?"
for v in AA BB CC DD; do
	_DTRACE_TESTING=t "$SONDA" -L skip -qn "BEGIN { trace($v); exit(0); }" 2>&1
	echo "$v: $?"
done
printf '#pragma D depends_on library nosuch.d\n' > missing/m.d
"$SONDA" -L missing -en 'BEGIN {exit(0)}' 2>&1
echo "missing: $?"
"$SONDA" -xerrtags -L "$PWD/missing/" -en 'BEGIN {exit(0)}' 2>&1 | sed "s|$PWD|DIR|g"
printf '#pragma D depends_on library y.d\n' > cycle/x.d
printf '#pragma D depends_on library x.d\n' > cycle/y.d
# which of the two is named first is readdir( )'s order
"$SONDA" -xerrtags -L cycle -en 'BEGIN {exit(0)}' 2>&1 | sed 's|cycle/[xy]\.d => cycle/[xy]\.d|cycle/X.d => cycle/Y.d|'
