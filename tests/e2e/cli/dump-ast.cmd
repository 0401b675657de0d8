"$SONDA" -e --dump=ast -n 'BEGIN /1/ { x = 1; @a[x] = sum(x + 2); }'
# The parse tree of the program's own items (not the D library's), on stderr.
# @@noroot
