/* @@args: -q */
/* A _Bool member is read as its byte (dt_cg_load): 0x11 is 17, in a
 * script's struct and in a kernel's (struct ovl_layer's has_xwhiteouts) */
struct s { char c; _Bool b; };

BEGIN
{
	p = (char *)alloca(64);
	p[1] = 0x11;
	p[32] = 0x11;
	printf("%d %d\n", ((struct s *)p)->b, ((struct ovl_layer *)p)->has_xwhiteouts);
	exit(0);
}
