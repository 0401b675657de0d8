"$SONDA" -qn 'char c; self short s; this int t; BEGIN { c = 1; self->s = 2; this->t = 3; printf("%d %d %d\n", c, self->s, this->t); exit(0); }'
# -n takes whole program text: keywords start declarations before the clause.
