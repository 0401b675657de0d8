/* @@args: -q -C -I data */
/* Module C holds DTrace's intrinsics and the typedefs of #include'd files
 * (dt_node_decl( ) adds them to dt_cdefs), so C`c_hdr_t names the header's
 * type as D`c_hdr_t does (D sees its parent C); D's own typedefs are in
 * module D only (dt_open.c). */
#include "scoped-c.h"

BEGIN
{
	printf("%d %d %d %d\n", sizeof(C`c_hdr_t), (C`c_hdr_t)-1, sizeof(D`c_hdr_t),
	    sizeof(C`long));
	exit(0);
}
