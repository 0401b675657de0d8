/* @@args: -q */
/* *s of a string is its first character: DTrace's string is a char array,
 * and * of an array reads its first element (dt_cook_op1); s + i is still
 * a string, so *(s + i) is its character i. */
BEGIN
{
	x = "hello";
	self->s = "zz";
	printf("%c %c %c %c %d\n", *x, *(x + 1), *"abc", *self->s, sizeof (*x));
	printf("%c\n", *strjoin("q", "r"));
	exit(0);
}
