# A macro operand naming a base type (int, long, unsigned, string, ...)
# names that type, as DTrace's id_or_type() finds it among its types: in a
# sizeof or a cast it is the type; where only a variable can stand (before
# =, [, ;, ++) it is a variable of that name, and stays one.
exec 2>&1
"$SONDA" -q -n 'BEGIN { printf("%d %d\n", sizeof($1), ($1)300); exit(0); }' char
echo "rc $?"
"$SONDA" -q -n 'BEGIN { printf("%d %d %d\n", sizeof($1), sizeof($2), sizeof($3)); exit(0); }' long unsigned string
echo "rc $?"
"$SONDA" -q -n 'BEGIN { $1 = 3; printf("%d\n", $1); exit(0); }' int
echo "rc $?"
"$SONDA" -e -x errtags -n 'BEGIN { trace(sizeof($1)); }' nosuch
echo "rc $?"
