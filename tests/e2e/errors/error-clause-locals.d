/* Clause-local variables live in one per-CPU area in DTrace for Linux, each
 * name of a program at one offset (dt_cc.c's pcb_locals, dt_pcb.c's
 * dt_maxlvaralloc, the lvars map of dt_bpf.c), and nothing clears it
 * between clauses: an ERROR clause that reads this->x, which the clause
 * that faulted assigned before its fault, sees that value, a string too;
 * what the ERROR clause assigns is what the firing's later clauses read.
 * (In END, whose records come in the order they were written.) */
BEGIN
{
	exit(0);
}

END
{
	this->fwd = 0x1badcafe;
	this->s = "before the fault";
	*(char *)NULL;
	this->fwd = 1;
}

ERROR
{
	printf("ERROR sees fwd %x, s \"%s\"\n", this->fwd, this->s);
	this->fwd = 7;
}

END
{
	printf("next clause sees fwd %d\n", this->fwd);
}

/* @@args: -q */
/* @@stderr-match: ^sonda: error in dt_clause_1 for probe ID 2 \(dtrace:::END\): invalid address \(0x0\) at BPF pc [0-9]+$ */
