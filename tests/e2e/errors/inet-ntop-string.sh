# inet_ntop( ) of a string: its void * prototype takes it, but DTrace's
# dt_cg_subr_inet_ntop( ) generates af == AF_INET6 ?
# inet_ntoa6((struct in6_addr *)addr) : inet_ntoa((ipaddr_t *)addr) and
# cooking the cast refuses a string (D_CAST_INVAL, raised by the code
# generator: no "in action list: ", and in a script the line of the
# clause's probe description, where dt_compile_one_clause( ) left yylineno). A constant af folds the ?: to one arm; else inet_ntoa6's cast
# is cooked first. Errors of the clause's cooking come before it. sonda
# printed the string's bytes as an address. What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -n -- -e -x errtags <<'PROGS'
BEGIN { trace(inet_ntop(2, "abcd")); }
BEGIN { trace(inet_ntop(AF_INET6, "abcd")); }
BEGIN { x = 1; trace(inet_ntop(x, "abcd")); }
BEGIN { @[inet_ntop(AF_INET, execname)] = count(); }
BEGIN { trace(inet_ntop(2, "a")); trace(zz); }
BEGIN { trace(inet_ntop(2, "a")); } BEGIN { trace(zz); }
BEGIN { trace(inet_ntop(2, (void *)"a")); }
BEGIN { trace(inet_ntop(2, (void *)curthread->comm)); exit(0); }
PROGS
mkdir -p "$SONDA_TEST_TMP"
printf 'BEGIN\n{\n\tx = 2;\n\ttrace(inet_ntop(x, probefunc));\n}\n' >"$SONDA_TEST_TMP/ntop.d"
cd "$SONDA_TEST_TMP" && "$SONDA" -e -x errtags -s ntop.d
echo "status $?"
printf '/* two descriptions */\n\nBEGIN,\nEND\n{\n\ttrace(inet_ntop(2, "a"));\n}\n' >"$SONDA_TEST_TMP/ntop2.d"
"$SONDA" -e -x errtags -s ntop2.d
echo "status $?"
