/* _Bool is one of D's intrinsic types (no keyword: a type name) */
_Bool flag;

BEGIN
{
	flag = 1;
	this->b = (_Bool)1;
	printf("%d %d %d\n", flag, this->b, sizeof (_Bool));
	exit(0);
}

/* @@args: -q */
