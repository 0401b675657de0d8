taskset -c 0 "$SONDA" -n 'BEGIN { exit(0); }' -n 'END { }'
# An empty END clause still prints its probe line.
