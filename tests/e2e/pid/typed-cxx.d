/* C++: a method's DWARF is found under its mangled name (the symbol the
 * probe is named by); args[0] is `this` (a class pointer), parameters by
 * name work too. */
/* @@args: -q -c "$SONDA_TRIGGERS/ucxx 2" */
/* @@sort */
pid$target:a.out:*Shape*area*:entry
{
	printf("%dx%d scale=%d/%d\n", args[0]->w, args[0]->h, args[1], `scale);
}
