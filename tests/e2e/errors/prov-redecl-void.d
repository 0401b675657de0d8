/*
 * A probe declared b(void) declares no argument, as b( ) does: DTrace's
 * dt_decl_prototype( ) counts a sole void parameter as none, so the two
 * declarations are one prototype, in either order and as an output
 * prototype after a colon.
 */
provider app {
	probe a(void);
	probe b();
	probe c(int n) : (void);
};

provider app {
	probe a();
	probe b(void);
	probe c(int n) : ();
};

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
