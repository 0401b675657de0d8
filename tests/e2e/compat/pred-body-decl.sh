# DTrace checks a clause's actions before its predicate (and the predicate
# first when the actions read an undefined name): a predicate may read a
# self-> or global variable that only its own body assigns.
"$SONDA" -qn 'BEGIN /self->last == 0/ { self->last = 5; }
BEGIN /g == 0/ { g = self->last * 2; printf("%d %d\n", self->last, g); }
BEGIN /self->n == 0/ { self->n = self->last + 1; printf("%d\n", self->n); exit(0); }'
# -Z: a clause that matches no probe is still checked, so its variables exist
"$SONDA" -Z -qn 'nosuchprov*:::entry /self->t == 0/ { self->t = timestamp; }
BEGIN { printf("t %d\n", self->t); exit(0); }'
# an undefined name read both in the predicate and in the body: the
# predicate's error, as DTrace's second try reports it
"$SONDA" -en 'BEGIN /self->a/ { trace(self->b); }' 2>&1 | grep -o 'self->a has.*'
# the body's other error comes first, as DTrace checks the body first
"$SONDA" -en 'BEGIN /self->a/ { x = 1; x = "s"; }' 2>&1 | grep -o '\[D_[A-Z_]*\]'
# an undefined name in the predicate of a clause whose body translates
"$SONDA" -en 'BEGIN /X/ { trace(xlate <psinfo_t *>(curthread)->pr_pid); }' 2>&1 |
	grep -o 'failed to resolve X.*'
