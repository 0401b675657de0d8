# A clause with a code-generation error of DTrace's inside an expression
# that needs more registers than DTrace has (EDT_NOREG): the one DTrace
# meets first as it generates the expression's code is reported.
# dt_cg_call_subr( ) refuses stack( ) in an expression (D_CG_EXPR) before
# its arguments' code; dt_cg_uregs( ) checks the index after the index's
# register. x + (...) holds x while it generates the right side.
# @@noroot
deep() {	# $1 levels of "x + (" around $2
	e=$2
	i=0
	while [ "$i" -lt "$1" ]; do
		e="x + ($e)"
		i=$((i + 1))
	done
	echo "$e"
}
run() {
	"$SONDA" -e -x errtags "$@" >"$SONDA_TEST_TMP/out" 2>&1
	echo "rc $?"
	sed -e 's/.*: \[/[/' -e 's/.*: Insufficient/Insufficient/' "$SONDA_TEST_TMP/out"
}
for n in 15 16 17; do
	echo "== $n, stack() == stack()"
	run -n "BEGIN { x = 1; trace($(deep $n 'stack() == stack()')); }"
	run -n "BEGIN { x = 1; } BEGIN /$(deep $n 'stack() == stack()')/ { exit(0); }"
	echo "== $n, uregs[99]"
	run -n "BEGIN { x = 1; trace($(deep $n 'uregs[99]')); }"
	run -n "BEGIN { x = 1; y = $(deep $n 'uregs[99]'); }"
done
# the error of an earlier part of the expression stays first
run -n "BEGIN { x = 1; trace(uregs[99] + $(deep 17 'x')); }"
# as does an earlier statement's
run -n "BEGIN { x = 1; trace(uregs[99]); trace($(deep 17 'x')); }"
# and a statement's DTrace raises before it generates the arguments
run -n "BEGIN { x = 1; speculate(1); exit($(deep 17 'x')); }"
run -n "BEGIN { x = 1; trace(1); speculate(1); trace($(deep 17 'x')); }"
# uregs[99] in a predicate: the same order
run -n "BEGIN { x = 1; } BEGIN /$(deep 17 'uregs[99]')/ { exit(0); }"
run -n "BEGIN { x = 1; } BEGIN /uregs[99] + $(deep 17 'x')/ { exit(0); }"
