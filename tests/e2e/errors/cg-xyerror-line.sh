# Errors DTrace's code generator raises with xyerror( ) name the line
# yylineno holds: the probe description's (dt_compile_one_clause( )), or
# the last printf( )'s before (dt_cg_act_printf( ) sets it): a translated
# struct assigned whole, (void)@a (sonda named the statement's line).
# Checked against DTrace for Linux itself.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -w esc -- -e -x errtags <<'PROGS'
BEGIN\n{\n\t@a = count();\n\t(void)@a;\n}
BEGIN\n{\n\tprintf("a");\n\tx = *curpsinfo;\n}
BEGIN\n{\n\tprintf("a");\n\t@a = count();\n\t(void)@a;\n}
syscall::read:entry,\nsyscall::write:entry\n{\n\ttrace(1);\n\tx = fds[0];\n}
BEGIN\n{\n\tx = xlate<psinfo_t>(curthread);\n}
BEGIN\n{\n\t@a = count();\n\t@a++;\n}
PROGS
