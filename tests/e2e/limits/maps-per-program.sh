# The kernel allows 64 maps in one program. Keyless aggregations with
# values of one size share a map (an entry each), so 70 of them work; a
# program with more keyed aggregations than maps left is refused with a D
# error naming the limit, before loading (never a verifier rejection): 60
# keyed ones fit beside BEGIN's own maps, 61 do not.
gen() {	# gen N KEY: a BEGIN clause with N aggregations
	echo 'BEGIN {'
	i=0
	while [ $i -lt "$1" ]; do
		echo "	@a$i$2 = sum($i); @q$i$2 = quantize($i);"
		i=$((i + 1))
	done
	echo '	exit(0);'
	echo '}'
}
gen 35 > "$SONDA_TEST_TMP/keyless.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/keyless.d" | awk '/^ +[0-9]+$/ { n++; s += $1 } END { print n, s }'
gen 30 '[1]' > "$SONDA_TEST_TMP/keyed60.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/keyed60.d" | awk '/^ +1 +[0-9]+$/ { n++; s += $2 } END { print n, s }'
{ gen 30 '[1]'; echo 'BEGIN { @last[1] = count(); }'; } > "$SONDA_TEST_TMP/keyed61.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/keyed61.d" 2>&1 | sed 's|^.*/keyed61.d|keyed61.d|' | head -1
echo "status ${PIPESTATUS[0]}"
