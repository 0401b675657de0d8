/* qexit CODE - ends the qemu guest with exit status (CODE << 1) | 1 through
 * -device isa-debug-exit,iobase=0xf4,iosize=0x04. Needs port I/O (root, no
 * lockdown); returns 2 when that is refused. */
#include <stdlib.h>
#include <sys/io.h>

int main(int argc, char **argv)
{
	if (ioperm(0xf4, 4, 1))
		return 2;
	outl(argc > 1 ? atoi(argv[1]) : 0, 0xf4);
	return 3;
}
