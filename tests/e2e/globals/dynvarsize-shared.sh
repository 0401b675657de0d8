# dynvarsize is one budget for every dynamic variable, as in DTrace: it
# holds dynvarsize / (largest key + largest value) entries. A string-valued
# array beside an integer one then leaves the integer one room for fewer
# elements; each store that does not fit is a dynamic variable drop, and
# reading an element that was dropped gives 0.
# Each store is a clause of its own: a drop ends its clause (DTrace's
# dt_cg_store_var() returns), and would hide the stores after it.
# The other variable's store comes first: its element takes a place of the
# pool too (self-> variables and elements of every array share DTrace's
# dvars map).
prog='BEGIN { OTHER }'
for i in $(seq 1 20); do
	prog="$prog BEGIN { a[$i] = 1; }"
done
prog="$prog
END {
	printf(\"%d\\n\", a[1] + a[2] + a[3] + a[4] + a[5] + a[6] + a[7] + a[8] +
	    a[9] + a[10] + a[11] + a[12] + a[13] + a[14] + a[15] + a[16] +
	    a[17] + a[18] + a[19] + a[20]);
}
BEGIN { exit(0); }"
run() {
	"$SONDA" -x dynvarsize=4k -qn "${prog/OTHER/$1}" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err"
	kept=$(head -1 "$SONDA_TEST_TMP/out")
	drops=$(sed -n 's/.*: \([0-9]*\) dynamic variable drops\{0,1\}$/\1/p' "$SONDA_TEST_TMP/err")
	if [ "$kept" -eq 20 ]; then
		echo "all 20 elements stored, drops: ${drops:-none}"
	elif [ $((kept + ${drops:-0})) -eq 20 ]; then
		echo "some elements dropped, and counted as drops"
	else
		echo "kept $kept, drops ${drops:-none}: a store lost uncounted"
	fi
}
run ''
run 's[1] = "a string value";'
