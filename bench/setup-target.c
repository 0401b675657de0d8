/* setup-target - bench/setup.sh's small program: a dynamic executable (so
 * its libc and dynamic linker are searched too when the pid description's
 * module is empty) that calls target() a few times and exits. */
#include <stdio.h>

__attribute__((noinline)) int target(int i)
{
	__asm__ volatile("");
	return i * 2;
}

int main(void)
{
	int s = 0;

	for (int i = 0; i < 3; i++)
		s += target(i);
	printf("%d\n", s);
	return 0;
}
