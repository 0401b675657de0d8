# On the right of a comparison with an enum, an inline of an integer constant
# (the D library's PIDTYPE_TGID, a program's own, folded or not) and a D
# enumerator are no identifiers: dt_node_ident( ) made each an INT node as it
# parsed it, so they keep their own values and are never ambiguous; an
# inline of another expression and a global variable still are (D_IDENT_AMBIG).
run() {
	"$SONDA" -q -x errtags -n "$1 BEGIN { $2; exit(0); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
}
run '' 'trace((enum pid_type)1 == PIDTYPE_TGID)'
run '' 'trace((enum pid_type)0 != PIDTYPE_TGID)'
run 'inline int PIDTYPE_MAX = 7;' 'trace((enum pid_type)7 == PIDTYPE_MAX)'
run 'inline int PIDTYPE_MAX = 3 + 4;' 'trace((enum pid_type)7 == PIDTYPE_MAX)'
run 'enum e2 { PIDTYPE_MAX = 7 };' 'trace((enum pid_type)7 == PIDTYPE_MAX)'
run 'inline int PIDTYPE_MAX = pid;' 'trace((enum pid_type)1 == PIDTYPE_MAX)'
run 'int PIDTYPE_MAX;' 'trace((enum pid_type)1 == PIDTYPE_MAX)'
run '' 'trace((enum pid_type)1 == PIDTYPE_PGID)'
