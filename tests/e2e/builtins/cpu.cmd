taskset -c 0 "$SONDA" -qn 'BEGIN { printf("%d\n", cpu); exit(0); }'
