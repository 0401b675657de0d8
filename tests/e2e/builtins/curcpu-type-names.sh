# curcpu is a variable of type cpuinfo_t * in DTrace (dt_open.c's
# _dtrace_globals), no translation: *curcpu is a cpuinfo_t, and the
# messages name it so (dt_node_type_name( )), not "translated data".
for e in 'print(*curcpu)' 'printf("%d", *curcpu)' 'x = (struct foo *)*curcpu' \
	'x = stringof(*curcpu)' 'x = *curcpu + 1'; do
	"$SONDA" -e -x errtags -n "struct foo { int a; }; BEGIN { $e; }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
