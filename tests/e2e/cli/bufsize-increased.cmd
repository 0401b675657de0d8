"$SONDA" -b 5000 -qn 'BEGIN { printf("%d\n", 1); exit(0); }'
# A buffer is a power of two pages: a bufsize that is not one is rounded up,
# and DTrace's dt_pebs_init() says so on stderr (with -q too, no prefix).
