taskset -c 0 "$SONDA" -n 'BEGIN { printf("x=%d", 5); printf(" y\n"); exit(0); }'
# printf output follows the prefix; the record still ends with a newline,
# so a format ending in \n leaves an empty line.
