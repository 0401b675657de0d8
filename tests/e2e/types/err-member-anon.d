/* @@args: -x errtags */
/* @@status: 1 */
/* libctf names an untagged struct "struct " (ctf_type_aname's "struct %s"),
 * with its space, in D_TYPE_MEMBER too */
struct { int a; } v;
BEGIN { trace(v.b); }
