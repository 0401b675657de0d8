taskset -c 0 "$SONDA" -n 'BEGIN { @ = count(); exit(0); }'
