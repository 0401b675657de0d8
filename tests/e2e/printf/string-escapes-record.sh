# %S escapes the string's record as DTrace's strchr2esc(): up to and with
# its first NUL, which prints as \0 (a printf() argument's and an
# aggregation key's alike; a string of strsize characters has its NUL at
# strsize + 1), and a width pads the escaped text.
"$SONDA" -x strsize=8 -qn 'BEGIN {
	printf("[%S]\n", "ab");
	printf("[%S]\n", "abcdefghij");
	printf("[%30S]\n", "t\tq\"");
	@["x\ty"] = count();
	@["abcdefghij"] = count();
	printa("[%S] %@d\n", @);
	exit(0);
}'
