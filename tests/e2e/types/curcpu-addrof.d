/* @@args: -q */
/* DTrace's curcpu is a variable pointing to real memory (dt_open.c: a
 * cpuinfo_t * with DT_IDFLG_DPTR, its cpuinfo map's value for the CPU), so
 * & of its members and of *curcpu are addresses in one struct (dt_cook_op2( )
 * makes curcpu->m an lvalue, dt_cg_node( ) DT_TOK_ADDROF its address); sonda
 * refused them (D_ADDROF_LVAL, and a cg error for &*curcpu). */
BEGIN
{
	p = &curcpu->cpu_id;
	printf("%d %d %d\n", *p == cpu, &curcpu->cpu_id == (int *)curcpu,
	    &(*curcpu) == curcpu);
	printf("%d\n", (uint64_t)&(*curcpu).cpu_pset - (uint64_t)&curcpu->cpu_id);
	printf("%d\n", *&curcpu->cpu_chip == chip);
	exit(0);
}
