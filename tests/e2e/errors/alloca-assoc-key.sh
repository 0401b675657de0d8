# An associative array's element whose key is an alloca pointer (or a
# member reached through one) taints the array, as DTrace's
# dt_idcook_assc( ) propagates an argument's DT_NF_ALLOCA to the
# identifier: a store of a value that is neither an alloca pointer nor a
# literal 0 to it, in any clause, is D_ALLOCA_INCOMPAT (dt_cg_store_var( )).
# A value loaded through the pointer (*p) is no alloca pointer.
run() {
	"$SONDA" -e -x errtags -n "$1" 2>&1 | head -n 1
	echo "rc ${PIPESTATUS[0]}"
}
run 'BEGIN { p = alloca(1); a[p] = 1; }'
run 'BEGIN { p = alloca(1); a[p] = 0; }'
run 'BEGIN { p = alloca(1); a[p] = p; }'
run 'BEGIN { p = alloca(1); a[p, 1] = (char *)p; }'
run 'BEGIN { p = alloca(1); self->a[p] = 1; }'
run 'BEGIN { p = alloca(1); a[p] = "x"; }'
run 'BEGIN { p = (char *)alloca(2); a[*p] = 2; }'
run 'BEGIN { p = (char *)alloca(2); a[p + 1] = 2; }'
run 'BEGIN { p = alloca(1); a[p == 0] = 2; }'
run 'struct foo { int a; int b; }; BEGIN { this->p = (struct foo *)alloca(8); a[this->p->b] = 1; }'
run 'BEGIN { p = alloca(1); @a[p] = count(); }'
