/* A glob in the provider field (p*d$target) names the pid provider of
 * the process its digits give. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 2" */
p*d$target::up_add:entry
{
	@[probeprov == strjoin("pid", lltostr(pid)) ? "pidPID" : probeprov] = count();
}

END
{
	printa("%s %@d\n", @);
}
