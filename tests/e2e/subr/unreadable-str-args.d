/* A string argument that is not NULL but cannot be read ((char *)8 is not
 * mapped in sonda's own process, which BEGIN reads) does not fault: as in
 * DTrace for Linux, whose code generator checks only for NULL
 * (dt_cg_check_ptr_arg( )) and whose BPF functions go on with what the
 * failed bpf_probe_read_str( ) leaves, a zeroed buffer: "" for most of
 * them. dt_index( ) and dt_rindex( ) test their reads and give -1 (so
 * strstr( ), which calls dt_index( ), gives NULL); dt_strjoin( ) stops
 * when its first string cannot be read: "". dt_strtok( ) does not test its
 * read of the delimiters: none. printf( ) prints "". */
#define BAD	((string)(char *)8)

BEGIN
{
	printf("strlen %d\n", strlen(BAD));
	printf("basename [%s] dirname [%s]\n", basename(BAD), dirname(BAD));
	printf("substr [%s] cleanpath [%s]\n", substr(BAD, 0, 2), cleanpath(BAD));
	printf("strchr %d strrchr %d\n", strchr(BAD, 'a') == NULL,
	    strrchr(BAD, 'a') == NULL);
}

BEGIN
{
	printf("index %d %d %d\n", index(BAD, ""), index("abc", BAD),
	    index(BAD, "", 0));
	printf("rindex %d %d %d\n", rindex(BAD, ""), rindex("abc", BAD),
	    rindex("abc", BAD, 1));
	printf("index \"\" %d %d\n", index("", ""), rindex("abc", ""));
}

BEGIN
{
	printf("strstr %d %d [%s]\n", strstr(BAD, "") == NULL,
	    strstr("abc", BAD) == NULL, strstr("abc", ""));
	printf("strjoin [%s] [%s]\n", strjoin(BAD, "x"), strjoin("x", BAD));
	printf("strtok [%s]\n", strtok("a.b", BAD));
}

BEGIN
{
	printf("printf [%s]\n", BAD);
	exit(0);
}

ERROR
{
	printf("fault %d at %x\n", arg4, arg5);
}

/* @@args: -q -C */
