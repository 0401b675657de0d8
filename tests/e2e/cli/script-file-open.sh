# -s takes a path as DTrace's fopen() does: "-" is a file of that name (not
# the standard input; /dev/stdin is), and a script that opens but cannot be
# read (a directory) is DTrace's EDT_FIO.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
echo 'BEGIN { exit(0); }' | "$SONDA" -e -s -
echo "rc $?"
echo 'BEGIN { exit(0); }' | "$SONDA" -e -s /dev/stdin
echo "rc $?"
echo 'BEGIN { exit(0); }' > ./-
"$SONDA" -e -s -
echo "rc $?"
mkdir -p dir.d
"$SONDA" -e -s dir.d
echo "rc $?"
