/* @@args: -x errtags */
/* @@status: 1 */
/* an extern declaration names D`name (dt_node_decl, DT_DC_EXTERN): the
 * same type again is fine, another type is D_DECL_IDRED */
extern int foo;
extern int foo;
extern long foo;
