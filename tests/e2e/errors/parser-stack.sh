# @@timeout: 120
# DTrace's parser is bison's, with its default stack of 10,000 states
# (YYMAXDEPTH; dt_grammar.y sets none): a program that nests deeper is
# refused with bison's "memory exhausted", which DTrace's yyerror( ) words
# with the token yytext holds, D_SYNTAX. State 0, DT_CTX_DPROG, the probe
# description and "{" take 4 states; then each "(" takes one, each unary
# operator one, each cast three, each "c ? 1 :" four, each f( two, each
# "x =" two. Each pair is the deepest program DTrace's parser takes and
# one level more. The deepest programs compile: nothing after the parser
# recurses out of its stack.
py() { python3 -c "print('BEGIN { ' + $1 + ' }')" > "$SONDA_TEST_TMP/n.d"; }
try() {
	py "$1"
	"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/n.d" 2>&1 | sed 's/^.*: \[/[/'
	echo "${2}: status ${PIPESTATUS[0]}"
}
for n in 9993 9994; do try "'(' * $n + '1' + ')' * $n" "$n ( )"; done
for n in 9994 9995; do try "'- ' * $n + '1'" "$n -"; done
for n in 3331 3332; do try "'(int)' * $n + '1'" "$n (int)"; done
for n in 2498 2499; do try "'pid ? 1 : ' * $n + '2'" "$n ?:"; done
for n in 4996 4997; do try "'pid ? ' * $n + '1' + ' : 2' * $n" "$n ? ?"; done
for n in 4996 4997; do try "'htons(' * $n + 'pid' + ')' * $n" "$n htons("; done
for n in 4997 4998; do try "'x = ' * $n + '1'" "$n x ="; done
# the second statement starts after "statement_list ;": 2 states more
for n in 9991 9992; do try "'x = 0; ' + '(' * $n + '1' + ')' * $n" "$n ( ) later"; done
