/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace dt_node_provider, dt_node_probe: no scoping operator in the names */
provider p {
	probe a`b(int);
};
