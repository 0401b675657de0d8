/* += on a string is refused before any pointer check */
BEGIN
{
	x = "a";
	x += 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
