"$SONDA" -x bufsize= -qn 'BEGIN { exit(0); }'
# an empty size is 0 (as DTrace parses it), so the buffer is too small
# @@status: 1
