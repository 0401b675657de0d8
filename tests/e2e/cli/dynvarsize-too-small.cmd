"$SONDA" -x dynvarsize=8 -qn 'BEGIN { self->x = 1; a["k"] = 2; exit(0); }'
# a dynvarsize that cannot hold one dynamic variable is refused, as DTrace
# @@status: 1
