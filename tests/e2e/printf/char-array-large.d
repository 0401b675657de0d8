/* A char array past 32 KB: its record and its string copy end with a NUL
 * written past a 16-bit offset (the verifier refused the program). */
#pragma D option quiet
struct big { char c[40000]; } v;

BEGIN
{
	v.c[0] = 'h';
	v.c[1] = 'i';
	v.c[39999] = 'z';
	printf("%s|\n", v.c);
	this->x = stringof(v.c);
	printf("%s| %d\n", this->x, strlen(v.c));
	exit(0);
}
