# . and -> on what is no struct or union name its type as ctf_type_resolve()
# leaves it in DTrace's dt_cook_op2(): a typedef by its base type, a string
# as the char array of strsize it is.
for e in 'trace(execname.x)' 'trace(pid.x)' 'trace(((pid_t *)0)->x)' \
	'trace(((string *)0)->x)'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -x strsize=100 -e -x errtags -n 'BEGIN { trace(execname.x); }' 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
