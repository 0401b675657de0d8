taskset -c 0 "$SONDA" -n 'BEGIN { trace("hello"); trace("a string longer than thirty-three chars"); exit(0); }'
# strings are "  %-33s" and never truncated
