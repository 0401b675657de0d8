/* @@args: -q */
/*
 * An enum goes to a translator from an integer and an integer to one from
 * an enum: dt_xlator_lookup's last pass takes any input that is
 * dt_node_is_argcompat( ), and all integers are (was D_XLATE_NONE)
 */
enum col { RED, GREEN };
struct out { int a; };
struct out2 { int b; };
translator struct out < int I > { a = I + 1; };
translator struct out2 < enum col C > { b = C + 10; };
BEGIN
{
	this->e = GREEN;
	printf("%d %d %d %d\n", xlate<struct out>(this->e).a,
	    xlate<struct out2>(this->e).b, xlate<struct out2>(3).b,
	    xlate<struct out2 *>((char)4)->b);
	exit(0);
}
