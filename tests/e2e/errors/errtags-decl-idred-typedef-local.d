/* a typedef's name is checked before local associative arrays */
this int int32_t[int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
