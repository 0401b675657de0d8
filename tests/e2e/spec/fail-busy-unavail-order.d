/* Failed speculations of both kinds in one status interval are told in
 * the order of DTrace's _dt_droptab (dt_handle.c): those made while a
 * buffer was still busy (DTRACEDROP_SPECBUSY) before those for want of a
 * buffer (DTRACEDROP_SPECUNAVAIL). With nspec=1, the second speculation()
 * finds the one buffer taken; after commit( ), the third finds it busy. */
BEGIN
{
	s = speculation();
	u = speculation();
}

BEGIN
{
	speculate(s);
	printf("speculated %d\n", s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	b = speculation();
	printf("unavailable %d, busy %d\n", u, b);
	exit(0);
}

/* @@args: -q -x nspec=1 */
