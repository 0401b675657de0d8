struct fdview {
	int fd;
};

translator struct fdview < int F > {
	fd = F;
};

translator struct fdview < int F > {
	fd = F + 1;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
