# uregs[N] past the thread fields is a code-generation error (dt_cg_uregs( )),
# so the rest of its own statement is still checked: a cook error there
# (an undefined name, D_OP_INCOMPAT of a void store) and the checks an
# action makes before generating its arguments (dt_cg_act_trace( )'s
# D_TRACE_VOID, dt_cg_act_printf( )'s format) come first. sonda stopped
# checking the statement at uregs[30]. What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN { trace((void)uregs[30]); }
BEGIN { printf("%d", (void)uregs[30]); }
BEGIN { x = uregs[30] + y; }
BEGIN { x = (void)uregs[30]; }
BEGIN { trace(uregs[30] + "a"); }
BEGIN { x = uregs[26]; y = uregs[40]; }
BEGIN { printf("%s", uregs[27]); }
BEGIN { x = &uregs[30]; }
BEGIN { speculate(uregs[30]); trace(1); }
BEGIN { exit(uregs[30]); trace((void)0); }
PROGS
