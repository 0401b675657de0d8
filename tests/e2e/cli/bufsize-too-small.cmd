"$SONDA" -b 16 -qn 'BEGIN { printf("%d %d\n", 1, 2); exit(0); }'
# a bufsize smaller than the largest record is refused
# @@status: 1
