# quantize() finds the bucket without a loop: 0 is bucket 63, a positive
# value's highest bit is found by halving (32, 16, 8, 4, 2, 1) and its
# bucket is 64 + that bit; a negative value is negated first.
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { @q = quantize(5); }' 2>&1 |
	awk -v from="^r4 = 63$" -v n=37 -f lib/slice.awk | grep -E "^r4|r3 >>=|^if r1|^r1 = -r1"
