/* strtok: NULL continues from the saved position; runs of delimiters
 * are skipped; the delimiters may change between calls. */
BEGIN
{
	x = "  alpha, beta,,gamma ";
	printf("[%s]", strtok(x, " ,"));
	printf("[%s]", strtok(NULL, " ,"));
	printf("[%s]\n", strtok(NULL, ","));
	printf("[%s]\n", strtok("one", ""));
	exit(0);
}

/* @@args: -q */
