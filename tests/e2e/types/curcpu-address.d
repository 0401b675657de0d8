/* curcpu is one place per CPU in DTrace (its cpuinfo map's value), so two
 * uses of it are the same pointer, kept or not; a cast of it (or of it + or
 * - an integer) to an integer keeps all 64 bits, as dt_cg_typecast( ) only
 * scalarizes a pointer to DTrace's own storage (DT_NF_DPTR); curthread's
 * is narrowed. */
BEGIN
{
	printf("%d %d %d %d\n", curcpu == curcpu, (int)curcpu == (long)curcpu,
	    (char)(curcpu + 1) == (long)curcpu + sizeof(cpuinfo_t),
	    (int)curthread == (long)curthread);
	x = curcpu;
}

BEGIN
{
	printf("%d %d\n", x == curcpu, x->cpu_id == cpu);
	exit(0);
}

/* @@args: -q */
