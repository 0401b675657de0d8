"$SONDA" -o /dev/full -qn 'BEGIN { printf("lost\n"); exit(0); }'
# Output that cannot be written is lost data: an error exit, even when the
# script's exit() says 0, with one line naming why.
# @@status: 1
# @@stderr-match: ^sonda: failed to write to output: No space left on device$
