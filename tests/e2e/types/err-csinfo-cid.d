/* @@args: -x errtags */
/* @@status: 1 */
/* ip.d's csinfo_t has a cs_cid, but its translator from a struct sock
 * converts cs_addr only */
tcp:::receive { trace(args[1]->cs_cid); }
