# alloca( )'d memory is twice scratchsize in the clause-local area (1 MiB a
# CPU). DTrace's option has no upper bound; the largest sonda holds runs,
# and a larger one is a D error before loading that names scratchsize (it
# named strsize and clause-local strings, neither of which the program had).
"$SONDA" -q -x scratchsize=500000 -n 'BEGIN {
	p = (char *)alloca(400000);
	p[399999] = 7;
	printf("%d\n", p[399999]);
	exit(0);
}'
echo "status $?"
"$SONDA" -q -x scratchsize=600000 -n 'BEGIN { p = (char *)alloca(8); exit(0); }' 2>&1 |
	sed -E 's/need [0-9]+ bytes/need N bytes/'
echo "status ${PIPESTATUS[0]}"
