/* No-match results are NULL: they compare equal to NULL; stored in a
 * dynamic variable they delete it (a missing element reads as NULL); other
 * variables keep the NULL. */
BEGIN
{
	x = "abcdef";
	printf("%d %d %d\n", strstr(x, "z") == NULL, strchr(x, 'c') != NULL,
	    NULL == strrchr(x, 'q'));
	self->s = "set";
	a["k"] = "set";
	self->s = strstr(x, "z");
	a["k"] = strchr(x, 'z');
	printf("%d %d\n", self->s == NULL, a["k"] == NULL);
	printf("%d\n", strjoin("ab", "c") == "abc" && strjoin("ab", "d") > "abc");
	g = "set";
	this->t = "set";
	g = strstr(x, "z");
	this->t = strchr(x, 'z');
	printf("%d %d\n", g == NULL, this->t == NULL);
	exit(0);
}

/* @@args: -q */
