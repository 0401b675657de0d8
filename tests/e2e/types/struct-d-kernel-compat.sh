# A struct of the script's and the kernel's struct of the same name and
# size are compatible to DTrace's == and ?: (ctf_type_compat( ) in
# dt_cook_op2( ) and dt_cook_op3( ): libctf compares a struct's name and
# size only). == compares the two structs' addresses (dt_cg_compare_op( )),
# so a D global never equals a kernel member; ?: has its first operand's
# type, and its value is copied whole. Of another size they are not.
"$SONDA" -qn '
struct list_head { struct list_head *next; struct list_head *prev; };
struct list_head g;
BEGIN {
	g.next = curthread->tasks.next; g.prev = curthread->tasks.prev;
	printf("%d %d %d\n", curthread->tasks == g, g == curthread->tasks,
	    g != curthread->tasks);
	x = pid ? g : curthread->tasks;
	y = pid ? curthread->tasks : g;
	printf("%d %d\n", x.next == g.next, y.prev == curthread->tasks.prev);
	exit(0);
}'
echo "status $?"
for e in 'trace(curthread->tasks == g)' 'x = pid ? g : curthread->tasks'; do
	"$SONDA" -e -x errtags -n "struct list_head { long a, b, c; }; struct list_head g; BEGIN { $e; }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
