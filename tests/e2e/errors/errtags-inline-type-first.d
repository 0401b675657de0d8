/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace's dt_node_inline( ) resolves the declared type first (dt_decl_type):
 * long long long is D_UNKNOWN, before the scalar dimension's D_DECL_ARRNULL */
inline long long int long v[3] = 8;
