# aggsize is one buffer for every aggregation, as in DTrace: it holds
# aggsize / (largest key + largest value) entries in all. A quantize()
# beside a keyed count() then leaves room for fewer entries (7 of 1040
# bytes in 8k), and each entry that does not fit, the quantize()'s last
# one too, is an aggregation drop, reported on stderr.
prog='BEGIN {
	@c[1] = count(); @c[2] = count(); @c[3] = count(); @c[4] = count();
	@c[5] = count(); @c[6] = count(); @c[7] = count(); @c[8] = count();
	@c[9] = count(); @c[10] = count(); @c[11] = count(); @c[12] = count();
	@c[13] = count(); @c[14] = count(); @c[15] = count(); @c[16] = count();
	@c[17] = count(); @c[18] = count(); @c[19] = count(); @c[20] = count();
	QUANTIZE
	exit(0);
}'
run() {
	"$SONDA" -x aggsize=8k -qn "${prog/QUANTIZE/$1}" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err"
	keys=$(grep -c '^ *[0-9][0-9]* *1$' "$SONDA_TEST_TMP/out")
	drops=$(sed -n 's/.*: \([0-9]*\) aggregation drops\{0,1\} on CPU.*/\1/p' "$SONDA_TEST_TMP/err")
	if [ "$keys" -eq 20 ]; then
		echo "all 20 keys stored, drops: ${drops:-none}"
	elif [ $((keys + ${drops:-0})) -eq $2 ]; then
		echo "some keys dropped, and counted as drops"
	else
		echo "keys $keys, drops ${drops:-none}: a key lost uncounted"
	fi
}
run '' 20
run '@q = quantize(1);' 21
