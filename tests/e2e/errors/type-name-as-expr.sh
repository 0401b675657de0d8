# A type name where an expression must start is a syntax error: DTrace's
# id_or_type( ) peeks past a name it does not know as a variable, and only
# ++, --, [, =, ; or (outside parentheses) ',' make it an identifier; else a
# known type makes it DT_TOK_TNAME, which no primary_expression takes. Its
# yytext then runs on to the end of the line. A global of an earlier
# program (-n) is found before any type (pcb_globals).
for e in 'trace(int8_t);' 'x = int8_t + 1;' 'int8_t(3);' 'trace(uint64_t)' \
	'x = size_t;' 'int8_t = 5; trace(int8_t);' 'trace(sizeof(int8_t));' \
	'trace((int8_t)3);'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
timeout 10 "$SONDA" -e -x errtags -n 'BEGIN /int8_t/ { }' 2>&1 | sed 's/^.*: \[/[/'
timeout 10 "$SONDA" -e -x errtags -n 'BEGIN { uint32_t = 1; }' \
	-n 'BEGIN { trace(uint32_t); }' 2>&1 | sed 's/^.*: \[/[/'
echo "global first: status ${PIPESTATUS[0]}"
timeout 10 "$SONDA" -e -x errtags -n 'BEGIN { trace(uint32_t); }' \
	-n 'BEGIN { uint32_t = 1; }' 2>&1 | sed 's/^.*: \[/[/'
echo "global later: status ${PIPESTATUS[0]}"
# a translator's input name and an inline's array parameter are identifiers
# in their bodies whatever types share their names (pcb_idents)
timeout 10 "$SONDA" -e -x errtags -n 'typedef struct { int a; } out_t;
translator out_t < int *size_t > { a = *size_t + 1; };
inline int foo[int8_t size_t] = size_t + 1;
BEGIN { trace(xlate<out_t>((int *)alloca(4)).a); trace(foo[2]); }' 2>&1 | sed 's/^.*: \[/[/'
echo "translator: status ${PIPESTATUS[0]}"
