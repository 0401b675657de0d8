/* All the arguments are cooked before the first is checked against the
 * prototype: the second one's error comes first. */
BEGIN
{
	strjoin(1, printf);
}

/* @@args: -x errtags */
/* @@status: 1 */
