/* int32_t is taken as the identifier declared; x is one too many */
int64_t int32_t x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
