# Constructs DTrace's parser reduces on their closing ")" (a default
# reduction: no lookahead) are made at that line: sizeof (type)
# (D_SIZEOF_TYPE, raised by dt_node_op1( ) as it builds it), offsetof( )
# (dt_node_offsetof( )'s errors) and xlate<T>(e) (D_XLATE_NONE when cooked);
# a division by a constant 0 is refused by dt_node_op2( ) once the divisor's
# lookahead is read: at that token's line.
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
n=0
for body in 'x = sizeof\n(\nstruct nosuch\n)\n;' \
	'x = offsetof\n(\nstruct task_struct,\nnosuch\n)\n;' \
	'x = offsetof\n(\nint,\nnosuch\n)\n;' \
	'x = xlate\n<\nint\n>\n(\n1\n)\n;' \
	'x = 1 /\n0\n;' 'x = 1;\n\tx %%=\n0\n;' 'x = 1 / 0\n;'; do
	n=$((n + 1))
	printf "BEGIN\n{\n\t$body\n}\n" >"$t/$n.d"
	"$SONDA" -x errtags -e -s "$t/$n.d" 2>&1 | sed 's/^.*: \[/[/' | head -1
done
