# freopen("") reopens the first stdout as DTrace's dtrace_freopen( )
# (dt_printf.c) does: fopen("/dev/fd/N", "a") of a dup( ) of it, then
# freopen(3) of stdout onto that. For a regular file that is an open file
# description of its own, in append mode: what sonda prints after
# freopen("") goes to the file's end, and the shell, whose offset did not
# follow it, writes "after" over it (dtrace-ref prints the same).
# system( ) commands write where stdout is at the time.
o="$SONDA_TEST_TMP/out"
f="$SONDA_TEST_TMP/file"
{
	echo before
	"$SONDA" -wq -n 'BEGIN { printf("first\n"); freopen("'"$f"'");
	    printf("to file\n"); system("echo sys"); freopen("");
	    printf("to stdout\n"); system("echo sys2"); exit(0); }'
	echo "after rc=$?"
} > "$o"
cat "$o"
echo "-- file"
cat "$f"
