"$SONDA" -x tree=4 -e -n 'BEGIN { x = 1234; printf("%d\n", x); z = 32 * (x + 18); @agg[x, z, "hi"] = llquantize(x, 2, 3, 5, 2); exit(0); }'
# DTrace's -x tree=4: the whole program after checking (pass 3), each node
# with its type, attributes and flags; then the ERROR probe's program that
# DTrace compiles after the user's.
# @@noroot
