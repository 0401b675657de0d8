# dynvarsize holds dynvarsize / (largest tuple + largest value) elements,
# as DTrace's dvars map (gmap_create_dvars): a[k] = 1 with an int key has a
# 16-byte tuple (4-byte id, the int, the 8-byte thread slot) and a 4-byte
# value, so 200 bytes hold 10 elements and 30 stores make 20 drops, 1000
# bytes all 30; a string key (strsize 256) takes 4 + 257 + 8 bytes: 273 in
# all with the value, so 280 bytes are enough and 270 too small.
prog='tick-1ms /i < 30/ { a[i++] = 1; } tick-1ms /i >= 30/ { exit(0); }'
for size in 200 1000; do
	"$SONDA" -x dynvarsize=$size -qn "int i; $prog" > /dev/null 2> "$SONDA_TEST_TMP/err"
	echo "$size: exit $?, $(cat "$SONDA_TEST_TMP/err")"
done
for size in 280 270; do
	"$SONDA" -x dynvarsize=$size -qn 'BEGIN { s["k"] = 1; exit(0); }' > /dev/null 2> "$SONDA_TEST_TMP/err"
	echo "$size: exit $?, $(cat "$SONDA_TEST_TMP/err")"
done
