/* a forward union tag is named "struct", as libctf 2.40 prints a forward */
struct s {
	union u m;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
