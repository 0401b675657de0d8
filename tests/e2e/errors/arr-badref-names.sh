# E1[k, ...] of an E1 that is no associative array: dt_cook_op2( ) makes it
# E1 + k of the first key alone, so the + refuses incompatible operands
# first (D_OP_INCOMPAT), then the list is D_ARR_BADREF naming E1 as
# dt_node_name( ) does: a folded integer or a string constant, an
# operator's node by its token (an element is *(a + i): "operator *"), an
# associative array's element by the array (sonda said "expression" for
# each, and D_ARR_BADREF before the +'s check).
for e in '(x + 1)[1,2]' '"abc"[1,2]' '(1 + 2)[1,2]' '(*gp)[1,2]' '(x ? "a" : "b")[1,2]' \
	'(gp->c)[1,2]' '((char *)0)[1,2]' 'garr[0][1,2]' '(-x)[1,2]' '(x += 2)[1,2]' \
	'a["k"][1,2]' 'self->t["k"][1,2]'; do
	"$SONDA" -e -x errtags -n "struct foo { char c[4]; } *gp; int garr[4];
	    BEGIN { a[\"k\"] = 1; self->t[\"k\"] = 2; x = 1; y = $e; }" 2>&1 | grep -o '\[D_.*'
	echo "status ${PIPESTATUS[0]}"
done
