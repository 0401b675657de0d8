# DTrace checks "#pragma D binding/attributes" at its line, as its lexer
# reaches it (dt_pragma_binding( ): an identifier of another generation,
# D's, a D library's or an earlier program's, is D_PRAGMA_SCOPE), and a
# pragma naming nothing declared once the program is parsed (dt_compile( )'s
# dt_idpragma( ), D_PRAGMA_UNUSED): declarations before them err first.
d=${SONDA_TEST_TMP:-$(mktemp -d)}
printf 'inline int X = 3;\ninline int X = 4;\n#pragma D binding "1.0" SIGINT\nBEGIN { exit(0); }\n' > $d/a.d
printf '#pragma D binding "1.0" nosuch\nint x;\nint x[int];\nBEGIN { exit(0); }\n' > $d/b.d
printf '#pragma D binding "1.0" y\nint y;\nBEGIN { exit(0); }\n' > $d/c.d
printf 'int z;\nBEGIN { z = 1; }\n' > $d/p1.d
printf '#pragma D binding "1.0" z\nBEGIN { exit(0); }\n' > $d/p2.d
for s in a b c; do
	timeout 10 "$SONDA" -e -x errtags -s $d/$s.d 2>&1 | sed 's/^.*: \[/[/'
	echo "$s: status ${PIPESTATUS[0]}"
done
timeout 10 "$SONDA" -e -x errtags -s $d/p1.d -s $d/p2.d 2>&1 | sed 's/^.*: \[/[/'
echo "p1 p2: status ${PIPESTATUS[0]}"
timeout 10 "$SONDA" -e -x errtags -s $d/p2.d -s $d/p1.d 2>&1 | sed 's/^.*: \[/[/'
echo "p2 p1: status ${PIPESTATUS[0]}"
