/* DTrace's exact match is ctf_type_compat: long long and long are one encoding */
struct s {
	int a;
};

translator struct s < long long x > {
	a = 1;
};

translator struct s < long x > {
	a = 2;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
