taskset -c 0 "$SONDA" -n BEGIN -n 'BEGIN { exit(0); }'
# A description without a body performs the default action.
