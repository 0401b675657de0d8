/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace dt_node_inline: an inline takes no storage class */
inline static int x = 1;
