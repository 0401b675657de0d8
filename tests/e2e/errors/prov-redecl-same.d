/* A provider declared twice with the same interface is accepted. */
provider app {
	probe req(int, char *);
	probe done__now(int n) : (int n);
};

provider app {
	probe req(int, char *);
	probe done__now(int n) : (int n);
};

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
