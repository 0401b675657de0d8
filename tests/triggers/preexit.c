/* preexit - exits with status 3 from a constructor, before main( ) runs:
 * a -c command that never reaches the evaltime point. */
#include <unistd.h>

__attribute__((constructor)) static void early(void)
{
	_exit(3);
}

int main(void)
{
	return 0;
}
