# A store through a pointer held in a variable (*p = v, p[i] = v, p->m = v)
# is compiled by DTrace's dt_cg_store( ) as a plain store through the
# pointer's value unless the pointer carries the alloca taint: a number
# loaded from a map value, where the kernel's verifier refuses to write
# (invalid mem access 'scalar'), so the program fails to load, whether the
# clause would run or not, and tracing does not start (exit 1); only behind
# a predicate folded to 0 is the store dead code the verifier skips. Stores
# into alloca( )'d memory, D arrays and members of D variables are made.
run() {
	"$SONDA" -qn "$1 ERROR { exit(1); }" 2>&1 | sed 's/pc [0-9]*/pc N/'
	echo "status ${PIPESTATUS[0]}"
}
run 'BEGIN { p = (int *)8; *p = 1; exit(0); }'
run 'BEGIN { self->p = curthread; self->p->pid = 5; exit(0); }'
run 'int arr[5]; BEGIN { this->p = &arr[1]; this->p[2] = 5; exit(0); }'
run 'BEGIN /0/ { a[1] = (char *)8; a[1][0] = 1; } BEGIN { exit(0); }'
run 'BEGIN { p = (int *)alloca(8); *p = 1; p[1] = 2; printf("%d %d\n", *p, p[1]); exit(0); }'
run 'int arr[5]; struct s { int a[3]; } g;
BEGIN { i = 2; arr[i] = 5; g.a[i] = 4; printf("%d %d\n", arr[2], g.a[2]); exit(0); }'
