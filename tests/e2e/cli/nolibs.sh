# -x nolibs: no D library is loaded (dt_load_libs( ) returns at once when
# DTRACE_C_NOLIBS is set before the first compile): the libraries' inlines
# (errno names, curpsinfo) are unknown. Set from a program's pragma it comes
# after the libraries were loaded, and does nothing; DTRACE_OPT_NOLIBS= is an
# option with a value, refused and ignored as every bad DTRACE_OPT_ value.
"$SONDA" -x nolibs -x errtags -e -n 'BEGIN { trace(EPERM); }' 2>&1
echo "rc $?"
"$SONDA" -x nolibs -x errtags -e -n 'BEGIN { trace(curpsinfo->pr_pid); }' 2>&1
echo "rc $?"
"$SONDA" -x nolibs -qn 'BEGIN { trace(NULL); exit(0); }' 2>&1
echo "rc $?"
printf '#pragma D option nolibs\nBEGIN { trace(EPERM); exit(0); }\n' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -qs "$SONDA_TEST_TMP/p.d" 2>&1
echo "rc $?"
DTRACE_OPT_NOLIBS= "$SONDA" -qn 'BEGIN { trace(EPERM); exit(0); }' 2>&1
echo "rc $?"
