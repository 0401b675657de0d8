# A program holding only declarations is an empty translation unit, as in
# DTrace (dt_node_decl() leaves no node): D_EMPTY unless -x empty. An
# inline, a provider or a clause is something; D_MACRO_UNUSED is checked
# first, as dt_compile() does.
# @@noroot
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
