# Where DTrace's code generator holds values beside an expression's own
# (16 at most at once: regs-live.d): an element of a D array or pointer,
# p[i], is *(p + i) to its parser (dt_cook_op2( )), the base held while
# the index is generated; a store (dt_cg_asgn_op( )) generates its place,
# an associative array's keys (dt_cg_arglist( )) or p[i], with the value
# held. Each shape runs with 16 values and is refused with 17.
chain() {	# chain K INNER: x + (x + (... (x + INNER))) with K x's
	e=$2
	for i in $(seq 1 "$1"); do
		e="x + ($e)"
	done
	echo "$e"
}
run() {
	"$SONDA" -x errtags -qn "int ar[4]; BEGIN { x = 1; ar[0] = 6; $1; exit(0); }" 2>&1 |
		sed -e 's/^\(sonda: invalid probe specifier\) .*: \(\[D_[A-Z_]*\]\)/\1 \2/' \
		    -e 's/^\(sonda: invalid probe specifier\) .*: \(Insufficient\)/\1 \2/'
	echo "rc ${PIPESTATUS[0]}"
}
run "a[$(chain 14 x)] = 5; printf(\"%d\\n\", a[15])"
run "a[$(chain 15 x)] = 5; printf(\"%d\\n\", a[16])"
run "printf(\"%d\\n\", ar[$(chain 14 0) - 14])"
run "printf(\"%d\\n\", ar[$(chain 15 0) - 15])"
run "ar[$(chain 13 0) - 12] = 7; printf(\"%d\\n\", ar[1])"
run "ar[$(chain 14 0) - 13] = 7; printf(\"%d\\n\", ar[1])"
