# A tuple key is zeroed before it is built; with the largest strsize a key
# of several strings passes 32 KiB, past a store's 16-bit offset, so the
# zeroing starts again from a new pointer every 32 KiB (it used to wrap to
# a negative offset: a verifier rejection, or zeroes written over other
# scratch data, such as a string being printed). Associative arrays and
# aggregations keyed by three to five strings, at strsize 16383.
"$SONDA" -q -x strsize=16383 -n 'BEGIN {
	s = lltostr(3);
	a["Hello", 83, "12", 1, -14, "s3", s, s, 1] = 5;
	printf("<%s> %d\n", "xyz", a["Hello", 83, "12", 1, -14, "s3", "3", "3", 1]);
	b[s, "x", s] = 7;
	@c["x", "y", "z"] = count();
	@d["x", 1, s, 2, "z"] = sum(5);
	printf("<%s> %d %d\n", "xyz", b["3", "x", "3"], b["3", "x", "4"]);
	printa("%s %s %s %@d\n", @c);
	printa("%s %d %s %d %s %@d\n", @d);
	exit(0);
}'
echo "status $?"
