/* @@args: -q */
/* @@stderr-match: error in dt_clause_4 for probe ID 2 \(dtrace:::END\) */
/*
 * DTrace makes one statement of each probe description of a clause: a
 * probe that two descriptions of one clause match runs the clause twice,
 * and each run has its description's clause number (dt_clause_N, the low
 * word of epid, arg2 of ERROR). The clause numbers count descriptions.
 */
BEGIN, dtrace:::BEGIN, END
{
	printf("%s %d\n", probename, epid & 0xffffffff);
}

BEGIN
{
	printf("third clause %d\n", epid & 0xffffffff);
}

dtrace:::END, END
/n++ == 0/
{
	x = *(int *)0;
}

ERROR
{
	printf("fault in clause %d\n", arg2);
}

BEGIN
{
	exit(0);
}
