# DTrace's lexer reads the N of $N and $$N with atoi( ) (dt_lex.l), glibc's
# (int)strtol( ): a number past LONG_MAX is LONG_MAX, the low 32 bits make
# the int. $4294967297 is $1, $4294967296 is $0, and $2147483648 (negative)
# is refused even with defaultargs.
exec 2>&1
"$SONDA" -xerrtags -qn 'BEGIN { printf("%s\n", $$4294967297); exit(0) }' abc
echo "rc $?"
"$SONDA" -xerrtags -qn 'BEGIN { printf("%d\n", $4294967298); exit(0) }' 7 8
echo "rc $?"
"$SONDA" -xerrtags -xdefaultargs -qn 'BEGIN { trace($2147483648); exit(0) }'
echo "rc $?"
"$SONDA" -xerrtags -xdefaultargs -qn 'BEGIN { trace($$99999999999999999999); exit(0) }'
echo "rc $?"
"$SONDA" -xerrtags -xdefaultargs -qn 'BEGIN { trace($2147483647); exit(0) }'
echo "rc $?"
