# -x ctypes=FILE and -x dtypes=FILE open (create) FILE when set, as DTrace
# does; a file that cannot be opened is the option's error.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
rm -f c.ctf d.ctf
"$SONDA" -x ctypes=c.ctf -x dtypes=d.ctf -e -n 'BEGIN { exit(0); }'
echo "rc $?"
[ -f c.ctf ] && [ -f d.ctf ] && echo created
"$SONDA" -x ctypes=nosuchdir/c.ctf -e -n BEGIN
echo "rc $?"
"$SONDA" -x dtypes -e -n BEGIN
echo "rc $?"
printf '#pragma D option dtypes=nosuchdir/d.ctf\nBEGIN { exit(0); }\n' > p.d
"$SONDA" -xerrtags -e -s p.d
echo "rc $?"
