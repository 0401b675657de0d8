# setopt( )'s prototype is void(const char *, [const char *]): as in DTrace,
# a char or void pointer and the constant 0 pass it, as do a string variable
# and a string a subroutine returns. A value that is not a string is
# recorded as its 8 bytes (4 for the int 0), and DTrace's consumer takes
# only a string record as the value, "1" otherwise; it reads the name's
# record as a string whatever it holds: a pointer's bytes, little-endian,
# up to a NUL (0x7465697571 is "quiet"), on into the next record when all
# 8 are set. The errors show what each name and value became.
exec 2>&1
taskset -c 0 "$SONDA" -n 'BEGIN {
	s = "nosuch1"; v = "v1";
	setopt(s, v);
	setopt(strjoin("nosuch", "2"));
	p = (char *)alloca(8);
	setopt("nosuch3", p);
	setopt("nosuch4", 0);
	setopt("nosuch5", (void *)0);
	setopt((char *)0);
	setopt((char *)0x6c6c6f7461746177, "x");
	setopt((char *)0x7465697571);
}
BEGIN {
	trace("quiet now");
	exit(0);
}'
echo "rc $?"
"$SONDA" -x errtags -en 'BEGIN { setopt((int *)0); }'
echo "rc $?"
