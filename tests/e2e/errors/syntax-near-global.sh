# The "near" text of a syntax error at a name: DTrace's id_or_type( ) looks
# past a name it does not know (not one of its global identifiers), which
# makes its flex yytext run on to the end of the line, a ( after it too; a
# function, an aggregating function, a library inline or a variable an
# earlier program assigned is a global: no look, the name alone.
# @@noroot
for e in 'x = 1 foo(2)' 'x = 1 foo (2)' 'x = 1 trace(2)' 'x = 1 trace' 'x = 1 count' \
	'x = 1 EPERM' 'x = 1 exit' 'x = 1 panic' 'x = 1 y'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
done
timeout 10 "$SONDA" -e -x errtags -n 'BEGIN { g = 1; }' -n 'BEGIN { x = 1 g; }' 2>&1 |
	sed 's/^.*: \[/[/'
