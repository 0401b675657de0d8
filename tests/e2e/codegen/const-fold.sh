# A constant expression is folded: trace(2 + 3 * 4) stores 14 in its record
# slot (16 bytes into the record, after the EPID header).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { trace(2 + 3 * 4); }' 2>&1 |
	awk -v from="^r6 = 14$" -v n=4 -f lib/slice.awk
