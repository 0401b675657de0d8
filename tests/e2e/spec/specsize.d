/* @@args: -x specsize=40 */
/* A speculated record larger than specsize on its own is a speculative
 * drop, and the rest of its clause does not run (as in DTrace for Linux:
 * its 16-byte header and 7 ints take 44 bytes); a record that fits is
 * kept and committed. */
#pragma D option quiet

BEGIN
{
	self->spec = speculation();
	self->n = 0;
}

BEGIN
{
	speculate(self->spec);
	printf("%d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7);
	self->n++;
}

BEGIN
{
	speculate(self->spec);
	printf("fits %d\n", 5);
	self->n += 10;
}

BEGIN
{
	commit(self->spec);
}

BEGIN
{
	printf("ran %d\n", self->n);
	exit(0);
}
