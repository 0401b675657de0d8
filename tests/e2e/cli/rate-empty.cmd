"$SONDA" -x switchrate= -x aggrate=hz -qn 'BEGIN { printf("ok\n"); exit(0); }'
# an empty rate or a bare unit is 0, as DTrace reads it (every poll)
