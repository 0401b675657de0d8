# oformat=json: system() is an item of its record with the command, what it
# wrote on stdout (its stderr stays on sonda's stderr) and its exit status
# (128 + the signal that killed it); a freopen() that cannot open its file
# is an error item, and the output stays where it was.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -w -x oformat=json -qn 'BEGIN
{
	freopen("/nonexistent/dir/file");
	printf("still on stdout\n");
	system("printf \"two\\nlines\\n\"; echo to-stderr >&2");
	system("exit %d", 3);
	system("kill -9 $$");
	exit(0);
}' >"$out" 2>"$SONDA_TEST_TMP/err" || exit 1
json_valid "$out" || exit 1
jq -c '.output[]' "$out"
echo "stderr:"
grep -v 'allowing destructive' "$SONDA_TEST_TMP/err"
