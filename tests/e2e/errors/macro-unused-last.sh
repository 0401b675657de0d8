# D_MACRO_UNUSED is about the last operand only, checked in each program as
# DTrace compiles each: $2 alone may leave $1 unused, but every program
# must reference $N.
exec 2>&1
"$SONDA" -xerrtags -qn 'BEGIN { trace($2); exit(0) }' 1 2
echo "rc $?"
"$SONDA" -xerrtags -qn 'BEGIN { trace($1); exit(0) }' 1 2
echo "rc $?"
"$SONDA" -xerrtags -qn 'BEGIN { x = 1 }' -n 'BEGIN { trace($1); exit(0) }' 5
echo "rc $?"
"$SONDA" -xerrtags -qn 'BEGIN { trace($1) }' -n 'BEGIN { trace($1); exit(0) }' 5
echo "rc $?"
