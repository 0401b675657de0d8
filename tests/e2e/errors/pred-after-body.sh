# DTrace cooks a clause's actions before its predicate (dt_cook_clause), and
# when the actions read a name not yet declared, the predicate and then the
# actions again; its code generator then does the predicate first.
for p in 'BEGIN /x = 2/ { x = "s"; }' 'BEGIN /"a" * 2/ { x = "b" / 1; }' \
	'BEGIN /y == 1/ { x = nosuch; }' 'BEGIN /nosuch2 == 1/ { x = "b" * 1; }' \
	'BEGIN /stack() == stack()/ { trace(curpsinfo); }' \
	'BEGIN /1/ { trace(curpsinfo); x = "a" * 2; }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# a predicate reads what only its body assigns, a body what only its predicate does
timeout 10 "$SONDA" -qn 'BEGIN /(this->v = 5) != 0/ { x = this->v; printf("%d\n", x); }
	BEGIN /self->ts == 0/ { self->ts = 1; printf("%d\n", self->ts); exit(0); }'
echo "status $?"
