taskset -c 0 "$SONDA" -n 'BEGIN { exit(0); }'
# BEGIN runs in sonda's own thread, pinned to CPU 0; exit() records
# data that is not printed, so the record is just the prefix.
