/* The D library's types are known by their struct tags as well as by their
 * typedef names, as DTrace declares them all before the program: struct
 * bufinfo is bufinfo_t (the io section, read only when a program names one of
 * its types), struct cpuinfo is cpuinfo_t. */
BEGIN
{
	printf("%d %d %d\n", sizeof(struct bufinfo) == sizeof(bufinfo_t),
	    sizeof(struct fileinfo) == sizeof(fileinfo_t),
	    sizeof(struct cpuinfo) == sizeof(cpuinfo_t));
	this->c = (struct cpuinfo *)curcpu;
	printf("%d\n", this->c->cpu_id == cpu);
	exit(0);
}

/* @@args: -q */
