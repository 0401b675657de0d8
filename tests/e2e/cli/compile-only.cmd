"$SONDA" -e -n 'BEGIN { printf("traced\n"); exit(0); }'
# -e compiles and exits: nothing traced, no "matched" notice.
