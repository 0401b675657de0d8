/* @@args: -q */
/* A string indexed by an integer constant, or an integer indexed by a
 * string (i[s] is *(i + s)), is read where it points: DTrace's
 * dt_cg_arithmetic_op( ) checks the bound of E1 + E2 only when E2 is no
 * integer constant and E1 the string (char[strsize]), and dt_cg_load_scalar( )
 * reads the byte, faulting only at an address it cannot read (sonda faulted
 * "index out of bounds" for each). The bytes past the string are whatever
 * lies there: only their reading is shown. */
BEGIN
{
	x = 300;
	a = execname[300];
	b = execname[-1];
	c = "abc"[300];
	d = x["abc"];
	printf("read %c %c\n", 1["abc"], execname[0] == execname[0] ? 'y' : 'n');
	exit(0);
}
