/* dependencies the system satisfies */
#pragma D depends_on provider syscall
#pragma D depends_on module vmlinux

BEGIN
{
	printf("ok\n");
	exit(0);
}

/* @@args: -q */
