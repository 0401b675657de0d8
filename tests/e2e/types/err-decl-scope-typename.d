/* @@args: -x errtags */
/* @@status: 1 */
/* dt_decl_spec refuses a scoped type name after a qualifier (the
 * declaration it then checks exists); without one it is looked up */
struct vmlinux`task_struct *ok;
const struct vmlinux`task_struct *p;
