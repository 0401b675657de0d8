# #pragma D option cpp sets the compiling program's pcb_cflags only, after
# that script was read (dt_preproc( ) runs before the lexer): it runs cpp
# over no script, neither its own nor a later one, whose // comment stays a
# syntax error; -x cpp (dt_cflags) and -C run cpp over both.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf '#pragma D option cpp\nBEGIN { }\n' > a.d
printf 'BEGIN { exit(0); } // a comment\n' > b.d
"$SONDA" -x errtags -e -s a.d -s b.d
echo "rc $?"
"$SONDA" -x errtags -x cpp -e -s a.d -s b.d
echo "rc $?"
"$SONDA" -x errtags -C -e -s a.d -s b.d
echo "rc $?"
