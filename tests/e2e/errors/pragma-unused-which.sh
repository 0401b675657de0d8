# With several "#pragma D binding/attributes" naming nothing declared,
# dt_compile( ) reports the first dt_idhash_iter( ) visits of the pending
# pragmas: sorted by name, and of one name the last (its hash chain's
# head). Its line is that pragma's.
d=${SONDA_TEST_TMP:-$(mktemp -d)}
printf '#pragma D binding "1.0" b\n#pragma D attributes Stable/Stable/Common a\nBEGIN { exit(0); }\n' > $d/a.d
printf '#pragma D attributes Stable/Stable/Common x\n#pragma D binding "1.0" x\nBEGIN { exit(0); }\n' > $d/b.d
printf '#pragma D binding "1.0" a\n#pragma D attributes Stable/Stable/Common b\nBEGIN { exit(0); }\n' > $d/c.d
for s in a b c; do
	timeout 10 "$SONDA" -e -x errtags -s $d/$s.d 2>&1 | sed 's/^.*: \[/[/'
	echo "$s: status ${PIPESTATUS[0]}"
done
