"$SONDA" -x dynvarsize=1 -b 5000 -qn 'BEGIN { a[1] = 1; exit(0); }'
# bufsize is checked after the maps are made, as in DTrace's dtrace_go():
# a dynvarsize too small is refused first, and no "bufsize increased" line.
# @@status: 1
