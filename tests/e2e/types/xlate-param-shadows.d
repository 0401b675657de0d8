/* A translator's input and an inline's parameters are pushed over every
 * other name while their expressions are cooked (dt_cook_xlator( ) and
 * dt_node_inline( ): dt_idstack_push( ) of pcb_globals): named pid, tid,
 * arg0 or a global's name, they are the parameter. An enumerator (or an
 * integer inline) is no name by then: dt_node_ident( ) made it an integer
 * as it parsed it, so A in the translator from char A is 7.
 * sonda read the built-in variable, the global. */
enum e { A = 7 };
int T;
struct s { long a; long b; long c; long d; };
translator struct s < long pid > { a = pid + 1; };
translator struct s < int T > { a = T + 1; b = 0; };
translator struct s < char A > { a = A + 1; };
translator struct s < short arg0 > { a = arg0 * 3; };
inline long twice[long tid] = tid * 2;

BEGIN
{
	T = 100;
	printf("%d %d %d %d %d\n", xlate<struct s>(41L).a, xlate<struct s>(1).a,
	    xlate<struct s>((char)1).a, xlate<struct s>((short)5).a, twice[21]);
	printf("%d %d %d\n", T, A, curpsinfo->pr_pid == pid);
	exit(0);
}

/* @@args: -q */
