"$SONDA" -x dynvarsize=15 -qn 'BEGIN { self->x = 1; printf("%d\n", self->x); exit(0); }'
# a thread-local needs room for its value only (its thread key is no tuple), as in DTrace
