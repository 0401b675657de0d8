# tracemem( )'s size has no upper bound in DTrace's compiler (dt_cg.c
# checks only that it is a positive constant; its own limit is the per-CPU
# map its record is built in, found when tracing starts). sonda records up
# to its per-CPU scratch space (1 MiB): sizes past 65536 work, with and
# without a display size; past the scratch space is D_NOREG before
# anything is loaded, never a wrapped size. (An alloca( )'d pointer is read
# at its value, DTrace's scratch offset: zeros.)
"$SONDA" -qn 'BEGIN {
	p = (char *)alloca(8);
	p[0] = 0x41; p[7] = 0x42;
	tracemem(p, 100000, 8);
	tracemem(0, 70000);
	exit(0);
}' | awk 'NR <= 3 { print; next } /^ +[0-9a-f]+:/ { n++; last = $0 } END { print last; print n " more rows" }'
"$SONDA" -x errtags -qn 'BEGIN { tracemem(0, 4294967297); }' 2>&1; echo "status $?"
