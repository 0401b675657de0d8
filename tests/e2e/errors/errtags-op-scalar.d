BEGIN
{
	s = "abc";
	s++;
}

/* @@args: -x errtags */
/* @@status: 1 */
