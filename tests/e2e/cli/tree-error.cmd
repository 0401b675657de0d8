"$SONDA" -x tree=5 -e -n 'BEGIN { x = 1; }' -n 'BEGIN { y = x + 1; trace(z); y = 2; }'
# -x tree=5 where the second program fails to check: the first program's
# passes 1 and 3, then the second's pass 1 and its pass 3 as far as it was
# checked (the rest as parsed), then the error; no ERROR probe program.
# @@noroot
# @@status: 1
