/* @@args: -x errtags */
/* @@status: 1 */
/* A variable a later statement makes with ++ is unknown to the ones
 * before it, predicate or not: DTrace's dt_cook_clause( ) cooks the
 * statements in order, then the predicate, so only the predicate sees
 * what the whole body made (sonda made every ++'d name first). */
syscall::getppid:entry
/pid == 1/
{
	x = n;
	n++;
}
