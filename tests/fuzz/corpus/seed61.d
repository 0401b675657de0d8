/* @@args: -q */
BEGIN
{
	x = 10;
	x += 5;
	x -= 3;
	x *= 2;
	x /= 5;
	x %= 3;
	x <<= 4;
	x >>= 2;
	x |= 3;
	x &= 5;
	x ^= 6;
	printf("%d\n", x);
	y = 5;
	a = y++;
	b = ++y;
	c = y--;
	d = --y;
	printf("%d %d %d %d %d\n", a, b, c, d, y);
	exit(0);
}
