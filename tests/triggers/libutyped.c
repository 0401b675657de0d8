/* libutyped.so - a library of utyped with globals, read by name from
 * its DWARF (libutyped.so`utl_hits, `utl_conf). */
struct utl_conf {
	int level;
	const char *name;
};

long utl_hits;
struct utl_conf utl_conf = { 3, "conf-name" };

__attribute__((noinline)) void utl_hit(long v)
{
	utl_hits += v + (utl_conf.name[0] == '!');	/* the name's page is in */
}
