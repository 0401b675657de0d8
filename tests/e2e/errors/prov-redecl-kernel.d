/* @@status: 1 */
/* A provider DTrace for Linux opens with (dt_open.c's dt_providers[]) is
 * redeclared: its probes were never declared (dt_probe_lookup2( ) looks in
 * pv_probes, which only declarations fill), so dt_cook_provider( ) finds
 * each probe of the declaration "not defined" */
provider syscall {
	probe read();
};

BEGIN
{
	exit(0);
}
