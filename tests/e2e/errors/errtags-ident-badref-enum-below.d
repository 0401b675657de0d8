/* an enumerator DTrace's parser meets later is no constant where it is used:
 * its identifier is no scalar */
BEGIN
{
	trace(E0);
}

enum e {
	E0
};

/* @@args: -x errtags */
/* @@status: 1 */
