/* libudl.so - the library udlopen loads at run time. */
__attribute__((noinline)) long udl_fn(long x)
{
	return 2 * x + 1;
}
