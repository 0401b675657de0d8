/* @@args: -q */
/* @@status: 3 */
/* @@stderr-match: error in dt_clause_0 for probe ID 1 \(dtrace:::BEGIN\): invalid address \(0x8\) at BPF pc [0-9]+ */
/* exit( ) in an ERROR clause: the faulting probe's later clauses do not
 * run (each checks the activity state, dt_cg_call_clause( )), but the
 * later ERROR clauses do, as DTrace's ERROR program calls them one after
 * another without that check (dt_cg_tramp_error( )); END runs and the
 * status is ERROR's exit( ). */
BEGIN { x = *(int *)8; }
BEGIN { printf("not seen: ERROR called exit\n"); }
ERROR { printf("first ERROR clause\n"); exit(3); }
ERROR { printf("second ERROR clause: fault %d at %d\n", arg4, arg5); }
END { printf("end\n"); }
