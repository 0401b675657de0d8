# print( ) shows a whole object by default: DTrace's dt_print_type( )
# bounds it by the printsize option only when it is set (dt_open.c leaves
# it DTRACEOPT_UNSET, which as a size_t bounds nothing). Set,
# dt_opt_printsize( ) rounds it up to 8, and a value of 0 or past 65536
# (or no value) is 8192: the first member past it prints "..." and ends
# the print.
prog='struct big { int a; char pad[9000]; int z; };
BEGIN
{
	p = (struct big *)alloca(sizeof(struct big));
	p->a = 1;
	p->z = 5;
	print(p);
	exit(0);
}'
for o in "" "-x printsize=9010" "-x printsize=9000" "-x printsize=0" "-x printsize=70000"; do
	echo "== $o"
	"$SONDA" -q -x scratchsize=10000 $o -n "$prog" | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
done
