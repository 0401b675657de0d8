/* A call's designator must be a name: DTrace refuses it while parsing,
 * before looking at the aggregation it is assigned to. */
BEGIN
{
	@ = tick-1();
}

/* @@args: -x errtags */
/* @@status: 1 */
