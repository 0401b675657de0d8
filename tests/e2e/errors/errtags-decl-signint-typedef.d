/* a typedef name after a sign word is a type name */
unsigned int32_t x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
