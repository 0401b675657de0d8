# DTrace compiles one program after the other: a clause sees the
# declarations of its own program (after it too) and of earlier programs,
# never a later program's. Here the first program makes x an int, so the
# second program's "string x;" is a redeclaration; and the first program
# cannot use an inline the second one defines, while a later one can.
cd data || exit 1
"$SONDA" -q -x errtags -n 'BEGIN { x = 1; exit(0); }' -s decl-string-x.d 2>&1
echo "status $?"
"$SONDA" -q -x errtags -n 'BEGIN { trace(foo); exit(0); }' -s inline-foo.d 2>&1
echo "status $?"
"$SONDA" -q -s inline-foo.d -n 'BEGIN { trace(foo); exit(0); }'
echo "status $?"
