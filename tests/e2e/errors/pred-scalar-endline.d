int a[4];

BEGIN
/a/
{
	exit(0);
}

/* D_PRED_SCALAR is reported at the last line: DTrace checks clauses after parsing. */
/* @@args: -x errtags */
/* @@status: 1 */
