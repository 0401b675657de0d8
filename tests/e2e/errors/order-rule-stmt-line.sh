# The clause's order rules (dt_cg_clsflags( ), dt_cg.c) name an action's
# statement node (dnerror(act, ...)), which dt_node_statement( ) makes at
# its ";" (or at the "}" that ends the list): a speculate( ), commit( ),
# exit( ) or trace( ) spread over lines is reported at its ";" line (sonda
# said the call's first line). What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -w esc-noeol -- -e -x errtags <<'PROGS'
BEGIN\n{\n\tspeculate(1);\n\tspeculate(\n\t\t2);\n}\n
BEGIN\n{\n\tcommit(1);\n\ttrace(\n\t\t2\n\t\t);\n}\n
BEGIN\n{\n\ttrace(1);\n\tcommit(\n\t\t2\n\t\t);\n}\n
BEGIN\n{\n\tspeculate(1);\n\texit(\n\t\t0\n\t\t);\n}\n
BEGIN\n{\n\tspeculate(1);\n\tspeculate(\n\t\t2)\n}\n
BEGIN\n{\n\tspeculate(1);\n\tspeculate(2)\n\n}\n
BEGIN\n{\n\tspeculate(1); speculate(2);\n}\n
PROGS
