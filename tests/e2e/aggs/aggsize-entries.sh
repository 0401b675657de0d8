# aggsize holds aggsize / (largest key tuple + largest value record)
# entries, as DTrace's aggregation maps (gmap_create_aggs): @a[i] with an
# int key has a 16-byte tuple (4-byte id, the int, the 8-byte thread slot)
# and count()'s record 16 bytes (a counter and the count), so 1k holds 32
# keys and 100 keys make 68 drops; a string key takes 4 + 257 + 8 bytes,
# so 280 bytes are too small for one.
prog='int i; tick-1ms /i < 100/ { @a[i++] = count(); } tick-1ms /i >= 100/ { exit(0); }'
"$SONDA" -x aggsize=1k -qn "$prog" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err"
echo "exit $?, $(grep -c '[0-9]' "$SONDA_TEST_TMP/out") keys printed, $(sed 's/ on CPU [0-9]*//' "$SONDA_TEST_TMP/err")"
"$SONDA" -x aggsize=4k -qn "$prog" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err"
echo "exit $?, $(grep -c '[0-9]' "$SONDA_TEST_TMP/out") keys printed, $(cat "$SONDA_TEST_TMP/err")"
"$SONDA" -x aggsize=280 -qn 'BEGIN { @s["k"] = count(); exit(0); }' > /dev/null 2> "$SONDA_TEST_TMP/err"
echo "exit $?, $(cat "$SONDA_TEST_TMP/err")"
