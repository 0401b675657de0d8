# @@noroot
# A long double (16 bytes: DTrace's dt_node_type_assign( ) makes it a
# by-reference value) is a floating-point value all the same, which
# dt_cg_store_val( ) records by value (dt_node_is_float( )), as
# dt_cg_arglist( ) stores a tuple's key: bpf_ldst_size( ) has no store of
# 16 bytes, and DTrace refuses it as it generates the code (D_UNKNOWN,
# xyerror( ): no region, the line yylineno holds, that of the clause's
# last printf( ) or printa( ) with a format, else of the probe
# description). A printf( ) conversion that does not take it fails first
# (dt_printf_validate( )); a double or a float is recorded.
u='union u { long l[2]; long double ld; double d; float f; }; union u g;'
run() {
	"$SONDA" -e -x errtags -n "$u BEGIN { $1 }" 2>&1 | sed 's/^sonda: invalid probe specifier .*}: /sonda: /'
	echo "rc ${PIPESTATUS[0]}"
}
run 'trace(g.ld);'
run 'printf("%Lf", g.ld);'
run 'printf("%d %f\n", 1, g.ld);'
run 'printf("%d", g.ld);'
run 'trace(nosuch); trace(g.ld);'
run 'trace(g.ld); trace(nosuch);'
run '@[g.ld] = count();'
run 'a[1, g.ld] = 1;'
run 'printf("%f %e", g.d, g.f); trace(g.d); @[g.d] = count(); a[g.f] = 1;'
d=$(mktemp -d)
printf '%s\n\nBEGIN\n{\n\ttrace(g.d);\n\ttrace(g.ld);\n}\n' "$u" > "$d/probe-line.d"
printf '%s\n\nBEGIN\n{\n\ttrace(1);\n\tprintf("%%d\\n", 1);\n\ttrace(g.ld);\n}\n' "$u" > "$d/printf-line.d"
cd "$d" && for f in probe-line.d printf-line.d; do
	"$SONDA" -e -x errtags -s $f 2>&1
done
rm -rf "$d"
