BEGIN
{
	x = curthread->se ? 1 : 0;
}

/* @@args: -x errtags */
/* @@status: 1 */
