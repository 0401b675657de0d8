/* @@args: -q */
/* inet_ntoa6( ) and inet_ntop( ) of an IPv6 address for each of the 256
 * patterns of zero and non-zero 16-bit words (word 0 is bit 7 of i): the
 * longest run of two or more zero words becomes "::", the first of equal
 * runs, as the table of dt_cg_subr_inet_ntoa6( ) and bpf/inet_ntoa6.S
 * give it, and a single zero word prints as 0; words 0-4 zero with word 5
 * 0xffff, or with word 5 zero and words 6-7 more than 1, print as IPv4
 * (after "::ffff:" or "::" when strict, as inet_ntop( ) is). */
uint16_t v[4];

BEGIN
{
	i = 0;
	v[0] = 0x1;
	v[1] = 0xabc;
	v[2] = 0xffff;
	v[3] = 0x10;
}

tick-1ms
/i < 256/
{
	this->w = (uint16_t *)alloca(16);
	this->w[0] = htons(i & 128 ? v[(i + 0) % 4] : 0);
	this->w[1] = htons(i & 64 ? v[(i + 1) % 4] : 0);
	this->w[2] = htons(i & 32 ? v[(i + 2) % 4] : 0);
	this->w[3] = htons(i & 16 ? v[(i + 3) % 4] : 0);
	this->w[4] = htons(i & 8 ? v[(i + 4) % 4] : 0);
	this->w[5] = htons(i & 4 ? v[(i + 5) % 4] : 0);
	this->w[6] = htons(i & 2 ? v[(i + 6) % 4] : 0);
	this->w[7] = htons(i & 1 ? v[(i + 7) % 4] : 0);
	printf("%3d %s %s\n", i, inet_ntoa6((in6_addr_t *)this->w),
	    inet_ntop(10, this->w));
	i++;
}

tick-1ms
/i == 256/
{
	exit(0);
}
