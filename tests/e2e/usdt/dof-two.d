/* A program linked from two objects with DOF: its .SUNW_dof section holds
 * two blobs back to back, one per provider, and both are read. */
/* @@args: -q -c "$SONDA_TRIGGERS/udoftwo 2" */
/* @@sort */
udof$target:::tick,
udoftwo$target:::ping
{
	printf("%s:%s:%s %d\n", probemod, probefunc, probename, arg0);
}
