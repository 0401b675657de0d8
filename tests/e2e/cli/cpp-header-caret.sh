# DTrace's cpp reads the script through a pipe (dt_preproc( ) splices it into
# one): its messages about the script quote no source line, those about an
# included file, which cpp can read again, quote the line with a caret.
cd "$SONDA_TEST_TMP"
mkdir -p inc
printf '#if\n#endif\n' > inc/bad.h
printf '#include "bad.h"\nBEGIN { exit(0); }\n' > t.d
"$SONDA" -C -Iinc -s t.d 2>&1
echo "status $?"
printf '#if\n#endif\nBEGIN { exit(0); }\n' > u.d
"$SONDA" -C -s u.d 2>&1
echo "status $?"
