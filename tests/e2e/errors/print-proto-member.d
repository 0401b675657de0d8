/* the value of a struct member that is not a pointer is refused, whatever
 * its type (here an int of a kernel struct) */
BEGIN
{
	print(curthread->prio);
}

/* @@args: -x errtags */
/* @@status: 1 */
