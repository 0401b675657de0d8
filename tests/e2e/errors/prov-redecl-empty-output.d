/* @@args: -x errtags */
/* @@status: 1 */
/* dt_node_provider_cmp( ) compares the input prototypes only when both
 * declarations have an output list other than their input one, which it
 * tells by the lists' pointers (nargs != xargs): "() : ()" has two empty
 * lists, both NULL, so it has none, and the probe declared again as
 * "(int) : ()" is taken as it is (dt_probe_declare( )). The next probe,
 * new, is the error. */
provider app {
	probe req() : ();
	probe start();
};

provider app {
	probe req(int) : ();
	probe done(int);
};

BEGIN
{
	exit(0);
}
