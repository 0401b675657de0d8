# %S escapes every byte of the string's record, as DTrace's strchr2esc():
# the NUL and the zeros after it, up to strsize + 1 bytes (a printf()
# argument's and an aggregation key's alike), print as \0 each, and a
# width pads the escaped text.
"$SONDA" -x strsize=8 -qn 'BEGIN {
	printf("[%S]\n", "ab");
	printf("[%S]\n", "abcdefghij");
	printf("[%30S]\n", "t\tq\"");
	@["x\ty"] = count();
	@["abcdefghij"] = count();
	printa("[%S] %@d\n", @);
	exit(0);
}'
