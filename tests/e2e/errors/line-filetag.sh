# An error after "#line N "file"" names that file, as DTrace's do:
# "file", line N: ... (a parse error: the file where the lexer is; a later
# error: the file the program's text ended in). cpp's markers for the
# script itself (/dev/stdin) name no file. The line after "#line N" is
# N + 1 in DTrace (dt_pragma() counts the directive's newline again after
# setting the number); after cpp's "# N" marker it is N.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf 'BEGIN\n{\n#line 7 "zz.d"\nx = ;\n}\n' > a.d
"$SONDA" -xerrtags -qs a.d
echo "rc $?"
printf '#line 20 "zz.d"\nBEGIN { trace(nosuch); }\n' > b.d
"$SONDA" -xerrtags -qs b.d
echo "rc $?"
printf 'int a;\nx = 1;\n' > inc.h
printf '#include "inc.h"\nBEGIN { exit(0); }\n' > c.d
"$SONDA" -xerrtags -C -I. -qs c.d
echo "rc $?"
printf '#include "inc2.h"\nBEGIN { trace(nosuch); }\n' > d.d
printf 'int a;\n' > inc2.h
"$SONDA" -xerrtags -C -I. -qs d.d
echo "rc $?"
