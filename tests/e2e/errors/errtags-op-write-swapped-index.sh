# E1[E2] is *(E1 + E2) (dt_cook_op2( )'s DT_TOK_LBRAC), and dt_cook_op1( )'s
# DT_TOK_DEREF makes *(a + b) writable only when a is: 1[garr] is an
# lvalue never writable (D_OP_WRITE for =, op=, ++, --; read as garr[1]),
# i[garr] of a writable variable i is garr[i], op= too.
for p in 'BEGIN { 1[garr] = 5; }' 'BEGIN { 1[garr] += 2; }' \
	'BEGIN { ++1[garr]; }' 'BEGIN { 2[garr]--; }' 'BEGIN { trace(1[garr]); }'; do
	"$SONDA" -x errtags -e -n "int garr[4]; $p" 2>&1
	echo "status $?"
done
"$SONDA" -qn 'int garr[4]; int i;
BEGIN {
	i = 2; garr[2] = 5; garr[1] = 4;
	i[garr] += 3; i[garr]++; i[garr] = i[garr] * 2;
	printf("%d %d %d\n", garr[2], i[garr], 1[garr]);
	exit(0);
}'
echo "status $?"
