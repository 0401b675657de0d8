# As in DTrace for Linux, the consumer frees a speculation's id once it has
# read as many buffers as speculate() wrote to it (dt_consume.c): one
# committed or discarded with no buffer at all, or whose buffer was dropped
# (specsize), stays busy for good, while one whose buffers all came is free
# again for the next firing (the trigger sleeps between its getppid calls).
"$SONDA" -q -x nspec=3 -x specsize=24 -n '
BEGIN
{
	empty = speculation();
	dropped = speculation();
	kept = speculation();
	commit(empty);
}

BEGIN
{
	speculate(dropped);
	printf("%d %d %d\n", 1, 2, 3);
}

BEGIN
{
	speculate(kept);
	printf("kept %d\n", kept);
}

BEGIN
{
	discard(dropped);
	commit(kept);
}

syscall::getppid:entry
/pid == $target/
{
	printf("got %d\n", speculation());
}' -c "$SONDA_TRIGGERS/getppid 3 100000" 2>/dev/null
