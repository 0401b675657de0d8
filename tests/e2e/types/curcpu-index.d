/* curcpu[0] is *(curcpu + 0), as of any pointer (DTrace's curcpu is a
 * cpuinfo_t * variable; sonda's an inline of a translation): sizeof and &
 * of it take no associative array (was D_IDENT_BADREF "associative array
 * 'curcpu' may not be referenced as scalar"), nor of curpsinfo[0] or an
 * inline pointer's element. What dtrace-ref printed. */
inline int *ip = (int *)alloca(8);

BEGIN
{
	printf("%d %d %d %d\n", sizeof(curcpu[0]), sizeof(curpsinfo[0]),
	    sizeof(curlwpsinfo[0]) == sizeof(lwpsinfo_t), sizeof(ip[0]));
	printf("%d\n", &curcpu[0] == curcpu);
	x = &curcpu[0];
	printf("%d\n", x->cpu_id == cpu);
	exit(0);
}

/* @@args: -q */
