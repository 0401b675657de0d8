# With -C, DTrace's dt_preproc( ) skips a "#!" first line only when the
# script is seekable (not a terminal, ftello( ) works): read through a pipe,
# cpp gets the line and refuses it; redirected from a file, it is skipped.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
{ echo "#!$SONDA -qs"; echo 'BEGIN { trace(1); exit(0) }'; } > i.d
cat i.d | "$SONDA" -C -qs /dev/stdin
echo "rc $?"
"$SONDA" -C -qs /dev/stdin < i.d
echo "rc $?"
cat i.d | "$SONDA" -qs /dev/stdin
echo "rc $?"
