# DTrace's code generator checks an action before it generates its
# arguments' code: dt_cg_act_trace( ) refuses a void argument
# (D_TRACE_VOID) and dt_cg_act_printf( ) validates the format before the
# copy's destination of copyinto( )/bcopy( ) is found not alloca'd
# (dt_cg_subr_bcopy_impl( ): D_PROTO_ARG); a copy that is no action's
# argument is refused as before (sonda said D_PROTO_ARG for all of them).
# What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN { trace(copyinto(0, 1, 0)); }
BEGIN { trace(copyinto(0, 1, "abc")); }
BEGIN { trace(bcopy(0, 0, 1)); }
BEGIN { trace(copyinto(0, 1, 0)); printf("%d", "a"); }
BEGIN { printf("%d", copyinto(0, 1, 0)); }
BEGIN { printf("%d %d", 1, copyinto(0, 1, 0)); }
BEGIN { copyinto(0, 1, 0); trace(copyinto(0, 1, 0)); }
BEGIN { copyinto(0, 1, 0); }
BEGIN { trace(copyinto(0, 1, alloca(1))); }
BEGIN { trace(copyinto(0, 1, p)); p = alloca(1); }
PROGS
