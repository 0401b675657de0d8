/* qualifiers alone name the type "" (they count as words) */
const x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
