# BEGIN and END fire in the tracer itself: DTrace's at a uprobe on its own
# BEGIN_probe( )/END_probe( ) (dt_work.c, dt_prov_dtrace.c), so ustack( )
# there is dtrace's user stack, and the kernel stack is empty (the
# uprobe's registers are user ones). sonda runs them with
# BPF_PROG_TEST_RUN: ustack( ), ustackdepth and ucaller are sonda's own,
# from libc's syscall( ) down to main( ) and libc's start frames, named
# from sonda's own symbols; stack( ) and stackdepth are empty.
"$SONDA" -q -n '
BEGIN
{
	printf("BEGIN %d %d\n", ustackdepth, stackdepth);
	ustack();
	printf("caller ");
	ufunc(ucaller);
	printf("\nkernel");
	stack();
	@[ustack(2)] = count();
	exit(0);
}
END
{
	printf("END %d\n", ustackdepth);
	ustack();
	printa("key%k%@d\n", @);
}' | awk '
function flush() {
	if (!n) return
	print where, (depth == n ? "depth = frames" : "depth " depth " frames " n),
	      "first", first, (main ? "main" : "no main"), "last", last,
	      (bare ? "a frame unnamed" : "all named")
	n = 0
}
/^(BEGIN|END) / { flush(); if (kern) print "kernel frames", kf; kern = 0
	where = $1; depth = $2; main = bare = 0
	if ($1 == "BEGIN") print "stackdepth", $3; next }
/^caller / { flush(); print "caller", ($2 ~ /^sonda`/ ? "in sonda" : $2); next }
/^kernel/ { kern = 1; kf = 0; next }
kern { if (NF) kf++; next }
/^key/ { flush(); key = 1; next }
key && NF == 1 && $1 ~ /^[0-9]+$/ { print "key count", $1; key = 0; next }
key && NF { k++; next }
NF == 1 { f = $1; sub(/\+0x[0-9a-f]+$/, "", f); if (!n) first = f; last = f; n++
	if (f == "sonda`main") main = 1
	if (f ~ /`0x/ || f ~ /^0x/) bare = 1; next }
END { flush(); print "key frames", k }'
