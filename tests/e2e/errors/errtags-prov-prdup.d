/* A probe declared twice in one provider definition ("__" names "-"). */
provider app {
	probe query__start(int);
	probe query__done(int);
	probe query__start(char *);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
