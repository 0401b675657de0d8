# -x nolibs: no D library is loaded (dt_load_libs( ) returns at once when
# DTRACE_C_NOLIBS is set before the first compile): the libraries' inlines
# (errno names, curpsinfo) are unknown; NULL, dtrace_open( )'s own, stays.
# Set from a program's pragma it comes after the libraries were loaded, and
# does nothing; DTRACE_OPT_NOLIBS= is an option with a value, refused and
# ignored as every bad DTRACE_OPT_ value.
"$SONDA" -x nolibs -x errtags -e -n 'BEGIN { trace(EPERM); }' 2>&1
echo "rc $?"
"$SONDA" -x nolibs -x errtags -e -n 'BEGIN { trace(curpsinfo->pr_pid); }' 2>&1
echo "rc $?"
# a provider's argument translated to a D library type (proc:::create's
# psinfo_t *): its type does not resolve (dt_probe_args_info( ) leaves it
# CTF_ERR) and dt_idcook_args( ) refuses args[0]
"$SONDA" -x nolibs -x errtags -e -n 'proc:::create { trace(args[0]->pr_pid); }' 2>&1
echo "rc $?"
"$SONDA" -x nolibs -qn 'BEGIN { trace(NULL); exit(0); }' 2>&1
echo "rc $?"
printf '#pragma D option nolibs\nBEGIN { trace(EPERM); exit(0); }\n' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -qs "$SONDA_TEST_TMP/p.d" 2>&1
echo "rc $?"
DTRACE_OPT_NOLIBS= "$SONDA" -qn 'BEGIN { trace(EPERM); exit(0); }' 2>&1
echo "rc $?"
