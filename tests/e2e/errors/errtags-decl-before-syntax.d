/* DTrace declares as it parses: a bad member before a syntax error later in the
 * text is the error it reports */
struct s {
	int a;
	int a;
};

BEGIN
{
	x = ;
}

/* @@args: -x errtags */
/* @@status: 1 */
