/* An array of void. */
void a[4];

BEGIN
{
}

/* @@args: -x errtags */
/* @@status: 1 */
