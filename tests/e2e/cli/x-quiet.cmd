"$SONDA" -x quiet -n 'BEGIN { printf("quiet\n"); exit(0); }'
