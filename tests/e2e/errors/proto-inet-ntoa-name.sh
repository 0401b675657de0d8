# inet_ntoa( )'s prototype, string(ipaddr_t *) in dt_open.c, compiles to an
# unsigned int *: ipaddr_t is ip.d's typedef of the kernel's __be32, and
# dt_type_pointer( ) takes the kernel's existing pointer to what it
# resolves to. D_PROTO_ARG names that type; compatible arguments still
# pass. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN { trace(inet_ntoa("x")); }
BEGIN { trace(inet_ntoa(1)); }
BEGIN { trace(inet_ntoa((char *)0)); }
BEGIN { trace(inet_ntoa((uint32_t *)0)); }
BEGIN { trace(inet_ntoa((ipaddr_t *)0)); }
BEGIN { trace(inet_ntoa((uint16_t *)0)); }
PROGS
