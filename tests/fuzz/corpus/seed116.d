/* strchr, strrchr and strstr return the suffix at the match. */
BEGIN
{
	p = "/usr/lib/libc.so";
	printf("[%s] [%s] [%s]\n", strchr(p, '/'), strchr(p, 'l'), strrchr(p, '/'));
	printf("[%s] [%s] [%s]\n", strrchr(p, 'l'), strstr(p, "lib"), strstr(p, "so"));
	printf("[%s]\n", strstr(p, ""));
	exit(0);
}

/* @@args: -q */
