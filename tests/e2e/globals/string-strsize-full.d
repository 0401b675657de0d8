/* @@mask-ptr */
/* @@args: -q */
/* A global or clause-local string variable has strsize bytes, as DTrace's
 * char[strsize]: a string of strsize characters is kept without its NUL.
 * Every use of it sees those characters and never the next variable's
 * bytes (ch, b, this->n after them), and a store never writes past it
 * (ch and this->n, stored before, keep their values). As in DTrace, the
 * comparisons, strchr( ) and index( ) (strsize 16 is a multiple of 8) look
 * at strsize - 1 characters: such a string is greater than itself. */
#pragma D option strsize=16

BEGIN
{
	/* the layout: a 0, s 16, ch 32, b 33, i 52, c 56; this->l 0, this->n 16 */
	a = ""; s = ""; ch = (char)'a'; b = ""; i = 0; c = "";
	this->l = ""; this->n = "";
}

BEGIN
{
	a = "0123456789abcde";
	ch = 'X';
	b = "0123456789abcdef";
	i = 0x41424344;
	c = "tail";
	this->n = "next";
	s = "0123456789abcdefXYZ";
	this->l = "0123456789abcdefXYZ";
	printf("[%s] [%s] [%s] [%s] [%c] [%x]\n", a, s, b, c, ch, i);
	printf("[%s] [%s]\n", this->l, this->n);
	trace(s);
	trace(this->l);
	printf("\n%d %d %d %d\n", strlen(a), strlen(s), strlen(b), strlen(this->l));
	printf("%d %d %d %d\n", s == b, s == "0123456789abcdef", s > a, this->l == s);
	d = s;
	e = this->l;
	printf("[%s] [%s] [%s]\n", d, e, strjoin(s, "!"));
	printf("[%s] [%s] [%s] [%s]\n", substr(s, 10), toupper(s), strchr(s, 'e'), s + 12);
	printf("[%c] [%c] %d %d\n", s[0], s[15], index(s, "f"), rindex(s, "X"));
	x[s] = 1;
	x[b] += 1;
	self->t = s;
	printf("%d [%s]\n", x["0123456789abcdef"], self->t);
	print(s);
	printf("\n");
	@n[s] = count();
	@n[this->l] = count();
	exit(0);
}
