# The "near" text of a syntax error at an identifier: DTrace's lexer
# (dt_lex.l id_or_type( )) peeks past a name it does not know yet, in a
# clause, to tell a type name from a variable, and flex's yytext then runs
# on to the end of the line. A name it knows is a global (enumerators, a
# variable an earlier program made) or one this text's lexer took for an
# identifier (pcb_idents: a struct member followed by "[" or ";"); the
# library's member names (psinfo_t's pr_fname) are not, nor a text's own
# members for a later -n program (a pcb of its own), nor an enumerator
# whose reduction waits for this very token ("BLUE BLUE"). What dtrace-ref
# printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -- -e -x errtags <<'PROGS'
BEGIN { trace(curpsinfo->pr_psargs pr_psargs); }
BEGIN { trace(x pr_fname); }
BEGIN { trace(x->offsetof pr_fname); }
enum color { RED = 1, GREEN, BLUE BLUE = 7 };
enum e { AA, BB AA };
enum e { AA, BB }; BEGIN { trace(x AA); }
struct s { char nm[2]; }; BEGIN { trace(x nm); }
PROGS
"$SONDA" -e -x errtags -n 'struct s { char nm[2]; }; BEGIN { }' \
	-n 'BEGIN { trace(x nm); }' 2>&1 | sed 's/^.*: \[/[/'
"$SONDA" -e -x errtags -n 'BEGIN { xx[1] = 2; }' \
	-n 'BEGIN { trace(x xx); }' 2>&1 | sed 's/^.*: \[/[/'
