/* As DTrace's dt_strcmp (bpf/strcmp.S), a comparison looks at strsize - 1
 * characters; when they are the same, a left string of strsize characters
 * is the greater one, even against itself. */
#pragma D option strsize=4

string a, b;

BEGIN
{
	a = "abcd";
	b = "abc";
	printf("%d %d %d %d %d\n", a == a, a > a, a > b, b == a, b < a);
	printf("%d %d %d\n", "abce" > "abcd", "abcd" > "abce", "abd" > "abc");
	exit(0);
}

/* @@args: -q */
