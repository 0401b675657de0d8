# -x cppargs passes its value to cpp, split at white space
# (dt_opt_cpp_args( ), DTrace commit 866411e6): both macros are defined,
# so the divisor folds to 0; without -C cpp does not run at all. From a
# #pragma it is refused, as the preprocessor has run by then
# (EDT_BADOPTCTX).
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf 'BEGIN { x = 1 / (FOO + BAR - 42); }\n' > t.d
"$SONDA" -e -C -x errtags -x 'cppargs=-DFOO=40	 -DBAR=2' -s t.d
echo "rc $?"
"$SONDA" -e -x errtags -x 'cppargs=-DFOO=40 -DBAR=2' -s t.d
echo "rc $?"
printf '#pragma D option cppargs=-DX\nBEGIN { exit(0); }\n' > p.d
"$SONDA" -e -x errtags -s p.d
echo "rc $?"
