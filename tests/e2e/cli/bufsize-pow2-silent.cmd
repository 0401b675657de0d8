"$SONDA" -x bufsize=16k -qn 'BEGIN { printf("%d\n", 1); exit(0); }'
# a bufsize of a power of two pages is taken as it is, silently
