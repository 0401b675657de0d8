# After "." or "->" DTrace's lexer knows only an identifier, $N and a
# comment: flex's default rule copies any other character to the standard
# output and goes on. So "curthread-> pid", a member on the next line and
# "->+pid" all name the member, and the skipped characters are printed
# (before what the program traces).
exec 2>&1
"$SONDA" -q -n 'BEGIN { self-> x = 1; this->/* c */y = 2; printf("[%d %d]\n", self->x, this->y); exit(0); }'
echo "rc $?"
"$SONDA" -q -n 'BEGIN { x = curthread->
	pid; printf("[%d]\n", x > 0); exit(0); }'
echo "rc $?"
"$SONDA" -q -n 'BEGIN { printf("[%d]\n", curthread->+pid > 0); exit(0); }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'BEGIN { x = curthread->; }'
echo "rc $?"
# offsetof's member is read as any identifier: nothing is skipped or printed
"$SONDA" -q -n 'struct s { int a; int b; }; BEGIN { printf("[%d]\n", offsetof(struct s,  b)); exit(0); }'
echo "rc $?"
