/* Globals of a library by name: libutyped.so`name, the short module name
 * libutyped`name, and `name found in the library after the program; a
 * parameter by name in a library function. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_touch:entry
{
	printf("hits=%d/%d level=%d name=%s size=%d\n", libutyped.so`utl_hits, `utl_hits,
	    `utl_conf.level, stringof(libutyped`utl_conf.name), sizeof (`utl_conf));
}

pid$target:libutyped.so:utl_hit:entry
{
	printf("utl_hit %d %d\n", args[0], `v);
}
