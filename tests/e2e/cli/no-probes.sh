# Nothing to trace: no program at all is "no probes specified", programs
# that enable no probe (an inline only) "no probes matched", exit 1 (a
# program of declarations only is D_EMPTY, see errors/empty-decls-only);
# -e with no program has nothing to do (exit 0).
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
"$SONDA" -q
echo "rc $?"
"$SONDA" -e
echo "rc $?"
printf 'inline int X = 1;\n' > decl.d
"$SONDA" -s decl.d
echo "rc $?"
"$SONDA" -e -s decl.d
echo "rc $?"
"$SONDA" -qn 'BEGIN { exit(0) }' -s decl.d
echo "rc $?"
