/* An output argument is its input as is only when dt_node_is_argcompat( )
 * takes it: pointers to types ctf_type_compat( ) finds compatible, integers
 * of one encoding. _Bool (CTF_INT_BOOL) and uint8_t (an unsigned char,
 * CTF_INT_CHAR) are not, so a translator is needed; long and long long are
 * one encoding, so app:::ok needs none. */
provider app {
	probe ok(long long *p) : (long *p);
	probe flag(uint8_t *p) : (_Bool *p);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
