"$SONDA" -qn 'BEGIN { printf("lost\n"); exit(3); }' >/dev/full
# stdout that cannot be written: exit status 1, not exit()'s 3.
# @@status: 1
# @@stderr-match: ^sonda: failed to write to output: No space left on device$
