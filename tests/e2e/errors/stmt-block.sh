# A block is no statement: "{" follows only a probe description (and its
# predicate), or the if ( ) or else of the DTraces that have if (their
# statement_or_block). DTrace for Linux's statement is empty or an
# expression (dt_grammar.y), so a "{" where a statement starts is a syntax
# error near "{", first or after other statements, in a clause or in an
# if's block; an if's or else's block still takes statements.
for body in '{ x = 1; }' 'x = 1; { x = 2; }' 'x = 1; {}' 'if (x) { { x = 2; } }' \
	'if (x) x = 1; else { { x = 2; } }' ';{' \
	'x = 1; if (x) { x = 2; } else { x = 3; } trace(x);'; do
	"$SONDA" -e -x errtags -n "BEGIN { $body }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$body: status ${PIPESTATUS[0]}"
done
