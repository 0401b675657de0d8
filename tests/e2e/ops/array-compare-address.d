/*
 * Arrays compared as pointers (== != < ...) compare their addresses, as
 * DTrace's value of an array is its address (DT_NF_REF): a variable is
 * equal to itself, a kernel array to itself, to a pointer at it and not to
 * another's; a translated member whose translator gives an array in memory
 * is that array (procfs.d's pr_fname and pr_name are both T->comm). sonda
 * compared copies of some of them.
 */
#pragma D option quiet

char gc[16];
char gc2[16];
int ga[4];
int *gp;

BEGIN
{
	gp = ga;
	printf("%d %d %d %d\n", gc == gc, gc != gc2, ga == ga, ga == gp);
	printf("%d %d %d\n", curthread->comm == curthread->comm,
	    curthread->comm == curthread->group_leader->comm,
	    curthread->comm != curthread->real_parent->comm);
	printf("%d %d %d\n", curpsinfo->pr_fname == curpsinfo->pr_fname,
	    curpsinfo->pr_fname == curlwpsinfo->pr_name,
	    curlwpsinfo->pr_name != curpsinfo->pr_fname);
	exit(0);
}
