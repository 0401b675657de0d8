/* @@args: -q */
/* @@status: 5 */
/* @@stderr-match: error in dt_clause_2 for probe ID 2 \(dtrace:::END\): invalid address \(0x0\) at BPF pc [0-9]+ */
/* exit() in END ends tracing again: the rest of END's clauses still run
 * (DTrace's END trampoline wants the draining state exit() sets), and an
 * ERROR clause runs after an exit() earlier in the faulting clause. */
int *np;

BEGIN
{
	exit(1);
}

END
{
	exit(5);
	printf("end 1\n");
}

END
{
	printf("end 2\n");
	x = *np;
}

ERROR
{
	printf("error %d\n", arg4);
}

END
{
	printf("end 3\n");
}
