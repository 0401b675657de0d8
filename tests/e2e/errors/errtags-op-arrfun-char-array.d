/* a char array is not D's string: it may not be assigned */
char c[4];

BEGIN
{
	c = "abc";
}

/* @@args: -x errtags */
/* @@status: 1 */
