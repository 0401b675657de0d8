/* D's argument rules: an integer is not assigned to a double */
double d;

BEGIN
{
	d = 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
