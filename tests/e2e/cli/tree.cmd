"$SONDA" -e -x tree=1 -n 'BEGIN { trace(1); }' && "$SONDA" -e -x tree=2 -n 'BEGIN { trace(1); }'
# DTrace's -x tree: 1 prints the parse tree, 2 (or 4) the checked one.
# @@noroot
