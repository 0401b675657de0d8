/* @@status: 1 */
/* A provider declared again with a probe its first declaration lacks. */
provider app {
	probe req(int);
};

provider app {
	probe req(int);
	probe done(int);
};

BEGIN
{
	exit(0);
}
