/* @@args: -q */
int done;

profile-97
{
	n++;
}

tick-100ms
/n > 0 && !done/
{
	done = 1;
	printf("profile fired\n");
	exit(0);
}
