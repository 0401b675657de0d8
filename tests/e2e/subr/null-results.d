/* No-match results are NULL: they compare equal to NULL, and stored in a
 * dynamic variable they delete it (it reads as ""); other variables get "". */
BEGIN
{
	x = "abcdef";
	printf("%d %d %d\n", strstr(x, "z") == NULL, strchr(x, 'c') != NULL,
	    NULL == strrchr(x, 'q'));
	self->s = "set";
	a["k"] = "set";
	self->s = strstr(x, "z");
	a["k"] = strchr(x, 'z');
	printf("[%s] [%s]\n", self->s, a["k"]);
	printf("%d\n", strjoin("ab", "c") == "abc" && strjoin("ab", "d") > "abc");
	g = "set";
	this->t = "set";
	g = strstr(x, "z");
	this->t = strchr(x, 'z');
	printf("[%s] [%s]\n", g, this->t);
	exit(0);
}

/* @@args: -q */
