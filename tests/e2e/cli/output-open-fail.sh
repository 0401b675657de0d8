# -o FILE is opened once the programs are compiled (a compile error comes
# first), for tracing, -e and listing: DTrace's "failed to open output file
# 'FILE': reason", exit 1.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
"$SONDA" -o nodir/out -qn 'BEGIN { exit(0) }'
echo "rc $?"
"$SONDA" -xerrtags -o nodir/out -qn 'BEGIN { nosuch }'
echo "rc $?"
"$SONDA" -o nodir/out -e -n BEGIN
echo "rc $?"
"$SONDA" -o nodir/out -l -n BEGIN
echo "rc $?"
