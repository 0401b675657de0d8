/* curcpu is a cpuinfo_t * (a variable in DTrace): a member cpuinfo_t
 * lacks is not a member of struct cpuinfo, not a translator's member */
BEGIN
{
	trace(curcpu->cpu_info);
}

/* @@args: -x errtags */
/* @@status: 1 */
