# printa(@a, @b) of aggregations whose keys differ: dt_printa_validate( )
# raises D_PRINTA_AGGKEY and D_PRINTA_AGGPROTO with xyerror( ) as the code is
# generated, so the line is yylineno's: dt_compile_one_clause( ) set it to the
# probe description's, and a printf( )-like action (printf, system) or a
# printa( ) with a format of the clause before it moved it to its own line
# (dt_cg_act_printf( ), dt_cg_act_printa( )); never the printa( )'s own line
# without a format. Lines checked against DTrace for Linux.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
agg='\t@a[1] = count();\n\t@b["x"] = count();\n'
two='\t@a[1] = count();\n\t@b[1, 2] = count();\n'
printf "BEGIN\n{\n$agg\n\tprinta(@a, @b);\n}\n" > plain.d
printf "BEGIN\n{\n$agg\tprintf(\"x\\\\n\");\n\tprinta(@a, @b);\n}\n" > printf.d
printf "BEGIN\n{\n$agg\tprinta(\"%%d %%@d\\\\n\", @a,\n\t    @b);\n}\n" > fmt.d
printf "BEGIN,\nEND\n{\n$two\tprinta(@a, @b);\n}\n" > descs.d
printf "END\n{\n\tprintf(\"x\");\n}\nBEGIN\n{\n$two\tprinta(@a, @b);\n}\n" > other.d
printf "BEGIN\n{\n$two\tprinta(\"%%d\\\\n\", @a);\n\ttrace(1);\n\tprinta(@a,\n\t@b);\n}\n" > earlier.d
printf "BEGIN\n{\n$agg\tsystem(\"x\");\n\tprinta(@a,\n\t@b);\n}\n" > system.d
for f in plain printf fmt descs other earlier system; do
	"$SONDA" -e -x errtags -w -s $f.d 2>&1
	echo "status $?"
done
