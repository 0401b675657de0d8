/* A string made of an alloca( )'d pointer, (string)p or stringof(p), stored
 * into memory (an element of a global array of strings, a string member of
 * a global struct) goes through DTrace's dt_cg_store( ), whose
 * dt_cg_memcpy( ) copies from the value unconverted, the scratch offset:
 * an invalid address, the offset. String constants are stored. */
string sa[2];
struct s { string n; int x; };
struct s gs;

BEGIN { p = (char *)alloca(16); p[0] = 'a'; p[1] = 0; sa[1] = (string)p; printf("no\n"); }
BEGIN { p = (char *)alloca(16); p[0] = 'a'; p[1] = 0; gs.n = stringof(p + 1); printf("no\n"); }

BEGIN
{
	gs.n = "xy";
	sa[0] = "zz";
	printf("%s %s\n", gs.n, sa[0]);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x9\) */
