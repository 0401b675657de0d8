/* @@args: -q */
/* @@status: 7 */
/* exit( ) in an ERROR clause: the rest of that clause runs, and so do the
 * ERROR clauses after it, as DTrace's ERROR trampoline calls them all with
 * no check of the activity state (dt_cg_tramp_error( ), dt_cg.c); the
 * faulting firing's later clauses do not (dt_cg_call_clause( ) wants the
 * state BEGIN started in), END runs, and the status is exit( )'s. An ERROR
 * clause that faults itself ends silently: its record is not sent, and no
 * error is reported for it (dt_bpf.c makes its call of dt_error a NOP). */
BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	printf("not printed\n");
}

ERROR
{
	exit(7);
	printf("error clause 1, fault %d\n", arg4);
}

ERROR
{
	printf("not printed either\n");
	y = *(int *)8;
}

ERROR
{
	printf("error clause 3, clause %d\n", arg2);
}

END
{
	printf("end\n");
}

/* @@stderr-match: ^sonda: error in dt_clause_0 for probe ID 1 \(dtrace:::BEGIN\): invalid address \(0x0\) at BPF pc [0-9]+$ */
