# cpppath is searched in PATH (DTrace's dt_preproc( ) runs it with execvp);
# a preprocessor that cannot be found or run is told by DTrace's own messages
# (dt_error.c: EDT_CPPENT for exit status 127, EDT_CPPEXEC for 126), with
# nothing from the child.
cd "$SONDA_TEST_TMP"
printf 'BEGIN { printf("ok\\n"); exit(0); }\n' > t.d
"$SONDA" -q -xcpppath=cpp -Cs t.d 2>&1
echo "status $?"
"$SONDA" -xcpppath="$PWD/nonexistent-cpp" -Cs t.d 2>&1
echo "status $?"
"$SONDA" -xcpppath="$PWD/t.d" -Cs t.d 2>&1
echo "status $?"
# a script larger than a pipe holds, cpp gone before reading it
awk 'BEGIN { for (i = 0; i < 4000; i++) print "/* padding ........................................ */" }' > big.d
cat t.d >> big.d
"$SONDA" -xcpppath="$PWD/nonexistent-cpp" -Cs big.d 2>&1
echo "status $?"
