# printf( ) format strings DTrace's dt_printf_create( ) refuses as it parses
# them: it warns (yywarn( ): tag D_SYNTAX, no " near" text as each message
# ends in a newline) and aborts the compilation (EDT_COMPILER). A conversion
# name holding a newline keeps it: dt_set_errmsg( ) drops only the last
# newline of the message. Then the checks of dt_printf_validate( ) and
# dt_printa_validate( ) without a test of their own: a "*" width without its
# argument, and printa( ) of aggregations with different key counts
# (singular "key", no trailing newline in DTrace's format).
# @@noroot
exec 2>&1
run() {
	"$SONDA" -x errtags -e -n "$1" && echo "compiles: $1"
}
run 'BEGIN { printf("%**d", 1, 2, 3); }'
run 'BEGIN { printf("%..d", 1); }'
run 'BEGIN { printf("%1$d", 1); }'
run 'BEGIN { printf("%5%"); }'
run 'BEGIN { printf("%-5"); }'
run 'BEGIN { printf("% "); }'
run 'BEGIN { printf("%\n"); }'
run 'BEGIN { printf("%hhhhhhhhhhq", 1); }'
run 'BEGIN { printf("%*d"); }'
run 'BEGIN { printf("%.*d", 1); }'
run 'BEGIN { @a[1] = count(); @b = count(); printa(@a, @b); }'
run 'BEGIN { @a = count(); @b[1, 2] = count(); printa(@a, @b); }'
exit 0
