/* @@args: -x tree=4 -e */
/* @@noroot */
/* -x tree=4 where sema expands: an inline's name prints as the VARIABLE
 * DTrace cooks it to (an integer one as the constant DTrace's parser puts
 * in its place), a member of a translated struct as its OP2 -> or ., over
 * the inline or the xlate it is taken of; sizeof of an expression as its
 * OP1 sizeof (DTrace folds only sizeof of a type or a string). */
inline string NAME = execname;
inline int TWICE = 2 * 21;

BEGIN
{
	x = curpsinfo->pr_pid;
	y = xlate <psinfo_t> (curthread).pr_ppid;
	z = NAME;
	w = TWICE;
	v = 1 + 2 * sizeof (x) + sizeof (int);
	exit(0);
}
