/* printa( )'s arguments are all cooked before its code generator checks
 * that they are aggregations: the third one's error comes first. */
BEGIN
{
	printa("%s", curthread->comm, count);
}

/* @@args: -x errtags */
/* @@status: 1 */
