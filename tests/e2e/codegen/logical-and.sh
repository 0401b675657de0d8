# `x && y` short-circuits: a zero x jumps over the load of y, and the value
# is 1 or 0 (x and y are ints: loaded 32 bits wide, sign-extended).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { x = 1; y = 0; trace(x && y); }' 2>&1 |
	awk -v from="^r6 = map" -v n=12 -f lib/slice.awk
