#pragma D attributes Evolving/Evolving/Common total

/* assigning total in a clause does not declare it */
BEGIN
{
	total = 1;
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
