"$SONDA" -e -x dump=types -n 'BEGIN /1/ { x = 1; @a[x, "s"] = sum(x + 2); self->t = timestamp; }'
# The checked tree: each typed node with its type, then the clause's probes,
# the variables and the aggregations with their key types.
# @@noroot
