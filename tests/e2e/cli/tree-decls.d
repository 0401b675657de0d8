/* @@args: -x tree=4 -e */
/* @@noroot */
/* -x tree=4 on declarations: an inline (typed, with its checked value), a
 * translator (from <T> to <U>, each MEMBER typed), a provider and its
 * probes (__ in a name is -), a typedef and a variable (no node). */
typedef struct pair { int a; char *b; } pair_t;
inline int TWICE = 2 * 21;
translator pair_t < struct task_struct *T > { a = T->pid; b = "x"; };
provider demo { probe start__req(int); probe done(); };
int declared;

BEGIN
{
	declared = TWICE;
	exit(0);
}
