/* a translator to an enum named but not defined */
translator enum e < int x > {
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
