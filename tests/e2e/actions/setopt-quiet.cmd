taskset -c 0 "$SONDA" -q -n 'BEGIN { setopt("quiet", "no"); }' -n 'BEGIN { printf("loud\n"); exit(0); }'
