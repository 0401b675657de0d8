# >> is arithmetic for a signed int and logical for an unsigned one; the
# unsigned 32-bit value is zero-extended (w6 = w6), the signed one
# sign-extended (<<= 32, s>>= 32).
# @@noroot
"$SONDA" -e -S -qn 'unsigned int u; int x; BEGIN { x = -8; u = 8; trace(x >> 1); trace(u >> 1); }' 2>&1 |
	awk -v from="^r6 = [*][(]u32" -v n=0 -f lib/slice.awk | grep -E "^r6 (=|<<=|s?>>=) (\*|w6|32|r7)|^w6"
