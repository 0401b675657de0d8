/* @@args: -x errtags */
/* @@status: 1 */
/* D_OP_SOU names the resolved type as libctf does: an untagged enum is
 * "enum ", with its space (ctf_type_aname's "enum %s") */
typedef enum { A, B } e_t;
BEGIN { trace(((e_t)0).x); }
