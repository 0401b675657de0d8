/* @@args: -q */
/*
 * DTrace's dt_xlator_lookup: a translator from the exact input type wins
 * (long, char), else the first declared whose input takes the value (short
 * goes to int, declared first)
 */
struct out { int a; };
translator struct out < int x > { a = 1; };
translator struct out < long x > { a = 2; };
translator struct out < char x > { a = 3; };
BEGIN { printf("%d %d %d %d\n", xlate<struct out>((long)1).a, xlate<struct out>(1).a, xlate<struct out>((char)1).a, xlate<struct out>((short)1).a); exit(0); }
