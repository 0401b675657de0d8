/* libctf names an untagged struct "struct " */
struct {
	int x;
} v;

BEGIN
{
	v = "s";
}

/* @@args: -x errtags */
/* @@status: 1 */
