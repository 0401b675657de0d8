/* a translator's input takes what DTrace's argument rules take: a void
 * pointer for another pointer (read as the declared type), a char array
 * for a string */
struct out_s {
	int b;
	string t;
};

translator struct out_s < struct task_struct *p > {
	b = p->pid;
	t = "task";
};

translator struct out_s < string s > {
	b = 0;
	t = s;
};

BEGIN
{
	printf("%d %s\n", xlate<struct out_s *>((void *)curthread)->b == pid,
	    xlate<struct out_s>(curthread->comm).t == execname ? "same" : "other");
	exit(0);
}

/* @@args: -q */
