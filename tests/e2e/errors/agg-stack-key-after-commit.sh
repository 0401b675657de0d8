# stack( ), ustack( ), jstack( ), sym( ), mod( ), uaddr( ), usym( ) and
# umod( ) as aggregation keys are no actions of the clause: DTrace's
# dt_cg_arglist( ) pushes a stack or the argument, and never calls
# dt_cg_clsflags( ), so after commit( ) or speculate( ) it is the
# aggregation that is refused (dt_cg_agg( ): D_AGG_COMM, D_AGG_SPEC),
# not a data-recording action (D_DREC_COMM).
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep . || true
}
run 'BEGIN { commit(1); @a[stack()] = count(); }'
run 'BEGIN { commit(1); @a[ustack(2), sym(0)] = count(); }'
run 'BEGIN { commit(1); @a[mod(0), uaddr(0), usym(0), umod(0)] = sum(1); }'
run 'BEGIN { commit(1); @a[jstack()] = count(); }'
run 'BEGIN { speculate(1); @a[stack()] = count(); }'
run 'BEGIN { speculate(1); @a[mod(0)] = count(); }'
run 'BEGIN { @a[stack()] = count(); commit(1); }'
run 'BEGIN { @a[stack()] = count(); speculate(1); }'
run 'BEGIN { discard(1); @a[stack(), usym(0)] = count(); }'
