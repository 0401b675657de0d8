# dtrace(1) compiles its programs in turn and runs cpp over a script when it
# comes to it (dt_preproc( ) from dt_compile( )): a program before the
# script that fails to compile is the error, and cpp never runs; when the
# programs before it compile, cpp's messages and the failure follow.
cd "$SONDA_TEST_TMP"
printf '#error boom\nBEGIN { exit(0); }\n' > bad.d
printf 'BEGIN { x = *1; }\n' > good.d
"$SONDA" -x errtags -e -n 'BEGIN { x = *1; }' -C -s bad.d 2>&1
echo "rc $?"
"$SONDA" -x errtags -e -C -s good.d -s bad.d 2>&1
echo "rc $?"
"$SONDA" -x errtags -e -n 'BEGIN { exit(0); }' -C -s bad.d 2>&1
echo "rc $?"
