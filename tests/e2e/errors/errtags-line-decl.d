/* "long struct": reported where DTrace sees the tag's body. */
long struct s
{
	int i;
};

/* @@args: -x errtags */
/* @@status: 1 */
