# Structs far larger than the BPF stack (512 bytes) live whole in every
# kind of D variable: a global's value is copied into a thread-local, an
# associative array's element and a clause-local, and their members read
# back, with the struct's 16,388 bytes (as dtrace-ref prints), 65,540
# and 200,004 (DTrace for Linux refuses the last two at load: its
# clause-local map's value "Too big"; sonda keeps them in scratch).
for sz in 16384 65536 200000; do
	"$SONDA" -q -n "struct big { char c[$sz]; int x; };
struct big b;
BEGIN {
	b.x = 5;
	b.c[$sz - 1] = 66;
	self->s = b;
	a[1] = b;
	this->t = b;
	printf(\"%d %d %d %d %d %d\n\", self->s.x, self->s.c[$sz - 1], a[1].x,
	    a[1].c[$sz - 1], this->t.x, sizeof(b));
	exit(0);
}"
	echo "status $?"
done
