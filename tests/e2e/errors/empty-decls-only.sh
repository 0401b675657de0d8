# A program holding only declarations is an empty translation unit, as in
# DTrace (dt_node_decl() leaves no node): D_EMPTY unless -x empty. An
# inline, a provider or a clause is something; D_MACRO_UNUSED is checked
# first, as dt_compile() does.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
"$SONDA" -xerrtags -e -n 'int x;'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'typedef int foo_t; struct s { int a; };' -n 'BEGIN { exit(0); }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'int x;' 1
echo "rc $?"
"$SONDA" -xerrtags -e -x empty -n 'int x;'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'inline int X = 1;'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'int x; BEGIN { x = 1; }'
echo "rc $?"
# the declarations are declared first: their errors come before D_EMPTY
"$SONDA" -xerrtags -e -n 'long char c;'
echo "rc $?"
# an unused pragma is reported before D_EMPTY, as dt_compile() checks
# pragmas first; a program with nothing in it is D_EMPTY before the next
# program is parsed
printf '#pragma D binding "1.0" foo\n' > pu.d
"$SONDA" -xerrtags -e -s pu.d
echo "rc $?"
"$SONDA" -xerrtags -e -n '' -n 'BEGIN { x = ; }'
echo "rc $?"
