# if/else: a false condition jumps over the then-branch to the else-branch,
# and the then-branch ends with a jump over the else-branch; each branch
# records into its own slot (16 and 24) and sets its own bit in the mask.
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { x = 3; if (x > 2) trace(1); else trace(2); }' 2>&1 |
	awk -v from="^if r6 == 0x0 goto" -v n=18 -f lib/slice.awk | grep -E "goto|^r6 = [12]$|r1 [+]= |r2 [|]= "
