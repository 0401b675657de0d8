# User stacks past 127 frames: DTrace's maxframes defaults to the kernel's
# perf_event_max_stack (dt_open.c), dt_cg_stack_arg( ) caps a stack's
# frames there, and ustackdepth counts up to it (bpf/get_bvar.c, STKSIZ).
# urecurse N has leaf, N frames of down, main and libc's start frames;
# each stack is shown as its frames' functions, runs of one counted, and
# a count equal to perf_event_max_stack as "max".
max=$(cat /proc/sys/kernel/perf_event_max_stack)
[ "$max" -ge 160 ] || { echo "perf_event_max_stack $max < 160"; exit 77; }
show() {
	awk -v max="$max" '
	function flush() { if (n) printf " %s%s", prev, (n > 1 ? "*" n : ""); n = 0 }
	function num(v) { return v == max ? "max" : v }
	/^depth / { print "depth", num($2); next }
	/^ *[0-9]+$/ { print "count", $1; next }
	NF == 0 && k { flush(); print " (" num(k) ")"; k = 0; next }
	NF == 1 { f = $1; sub(/^.*`/, "", f); sub(/\+0x[0-9a-f]+$/, "", f)
		k++; if (f == prev) { n++; next } flush(); prev = f; n = 1 }
	'
}
for n in 150 250; do
	echo "recursion $n"
	"$SONDA" -q -n 'pid$target:a.out:leaf:entry
	{
		printf("depth %d\n", ustackdepth);
		ustack();
		printf("\n");
		ustack(200);
		printf("\n");
		ustack(100000);
		printf("\n");
	}' -c "$SONDA_TRIGGERS/urecurse $n" | show
done
echo "ustackframes=250, maxframes=300"
"$SONDA" -q -x ustackframes=250 -x maxframes=300 -n 'pid$target:a.out:leaf:entry
{
	printf("depth %d\n", ustackdepth);
	ustack();
	printf("\n");
}' -c "$SONDA_TRIGGERS/urecurse 250" | show
echo "ustackframes=160, maxframes=170, aggregated"
"$SONDA" -q -x ustackframes=160 -x maxframes=170 -n 'pid$target:a.out:leaf:entry
{
	printf("depth %d\n", ustackdepth);
	@[ustack(), ustack(300)] = count();
}
END { printa("%k\n%k\n%@d\n", @); }' -c "$SONDA_TRIGGERS/urecurse 250" | show
