/* @@args: -q */
/* @@stderr-match: invalid address \(0x2\) */
/* A string variable keeps a NULL it is given (a no-match result, another
 * NULL variable, NULL itself): it compares equal to NULL, and indexing it
 * faults at the index's address. A missing dynamic string element is NULL
 * too. */
BEGIN
{
	g = strchr("abc", 'z');
	this->l = strstr("abc", "q");
	self->t = g;
	a[1] = this->l;
	h = g;
	e = "";
	printf("%d %d %d %d %d %d\n", g == NULL, this->l == NULL, self->t == NULL,
	    a[1] == NULL, h == NULL, e == NULL);
	printf("%d\n", a[2] == NULL);
	g = "x";
	printf("%d [%s]\n", g == NULL, g);
}

BEGIN
{
	h[2];
}

ERROR
{
	printf("fault\n");
	exit(0);
}
