"$SONDA" -b 0 -qn 'BEGIN { exit(0); }'
# a zero bufsize cannot hold any record: refused before tracing, as DTrace
# @@status: 1
