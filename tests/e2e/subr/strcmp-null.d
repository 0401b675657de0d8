/* A NULL string in a comparison compares as a pointer, as in DTrace
 * (dt_cg_compare_op): below every string, "" too, and equal to NULL. */
BEGIN
{
	this->n = strchr("abc", 'z');
	printf("%d %d %d %d %d %d\n", this->n == "", this->n < "", this->n != "",
	    "" > this->n, this->n == strstr("a", "b"), strrchr("x", 'x') > this->n);
	printf("%d %d %d %d\n", "a" < "b", "b" <= "a", "ab" == "ab", "" < "a");
	exit(0);
}

/* @@args: -q */
