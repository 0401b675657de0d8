/*
 * An array converted to a pointer (a cast, or assigned to a pointer
 * variable or member) is where the array is, as DTrace's value of an array
 * is its address (DT_NF_REF): a pointer taken from a D array variable sees
 * later stores to it and equals it, and one taken from a translated member
 * whose translator gives an array in memory (pr_fname = T->comm) is the
 * task's comm. sonda took the address of a copy in scratch memory.
 */
#pragma D option quiet

struct s { char *p; int x; };
struct s gs;
char gc[16];
char *gp;

BEGIN
{
	gc[0] = 'A';
	this->c = (char *)gc;
	gp = gc;
	gs.p = gc;
	gc[0] = 'B';
	printf("%c %c %c\n", *this->c, *gp, *gs.p);
	printf("%d %d %d\n", this->c == gc, gp == gc, gs.p == gc);
	gp = curpsinfo->pr_fname;
	gs.p = curlwpsinfo->pr_name;
	printf("%d %d\n", gp == (char *)curthread->comm, gs.p == (char *)curthread->comm);
	exit(0);
}
