/* substr( )'s index and length are its prototype's int: 0x100000001 is 1
 * (its low 32 bits), as a start and as a length; INT_MAX and INT_MIN
 * starts, a zero or negative length, variables of both signs. */
BEGIN
{
	printf("[%s]", substr("hello", 1, 0));
	printf("[%s]", substr("hello", 1, -1));
	printf("[%s]", substr("hello", -1, 3));
	printf("[%s]", substr("hello", -10, 12));
	printf("[%s]", substr("hello", 5));
	printf("[%s]\n", substr("hello", 6));
	printf("[%s]", substr("hello", 0x7fffffff));
	printf("[%s]", substr("hello", -0x80000000));
	printf("[%s]", substr("hello", 2, 0x7fffffff));
	printf("[%s]", substr("hello", 1, 0x100000001));
	printf("[%s]\n", substr("hello", 0x100000001));
	this->i = -2;
	this->j = 4;
	printf("[%s][%s]", substr("hello", this->i, this->i), substr("hello", this->i, this->j));
	printf("[%s][%s][%s]\n", substr("", 0), substr("", -1, 1), substr("hello", 1 - 5, 5));
	exit(0);
}

/* @@args: -q */
