# The line an aggregation's code-generation errors name: D_PROTO_LEN for
# too many arguments is at the increment argument (dt_cg_agg_opt_incr( )
# raises it at incr, whose line is where DTrace's lexer was as it made
# that node), D_AGG_SPEC/D_AGG_COMM at the aggregation @a itself
# (dt_cg_clsflags( ) from dt_cg_agg( ) with the DT_NODE_AGG), not at the
# call's last line. What dtrace-ref printed.
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w esc -f "$SONDA_TEST_TMP/agg.d" -- -e -x errtags <<'PROGS'
BEGIN\n{\n\t@q = quantize(\n1,\n2,\n3\n);\n}
BEGIN\n{\n\t@q = lquantize(1, 0, 10, 1,\n2 +\n3,\n3\n);\n}
BEGIN\n{\n\t@q = llquantize(1, 10, 0, 6, 20, 1,\n4);\n}
BEGIN\n{\n\t@q = quantize(\n1,\n"a"\n);\n}
BEGIN\n{\n\tspeculate(1); @a = count(\n);\n}
BEGIN\n{\n\tspeculate(1);\n @a[1,\n2] = sum(\n3\n);\n}
BEGIN\n{\n\tcommit(1);\n @a\n[1];\n}
BEGIN\n{\n\tspeculate(1);\n @a\n;\n}
PROGS
