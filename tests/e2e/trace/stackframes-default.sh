# -x stackframes: the depth of a stack( ) given none, as dt_cg_stack_arg( )
# (dt_cg.c) takes it: 1 is one frame; 0, a set value, is none; "no" unsets
# it, so the built-in 20 (here the system call's frames: more than one);
# stack(1) keeps its own 1 whatever the option says.
for v in 1 0 no; do
	"$SONDA" -x stackframes=$v -qn 'syscall::getppid:entry /pid == $target/ {
		stack(); printf("|\n"); stack(1); exit(0);
	}' -c "$SONDA_TRIGGERS/getppid 1" | awk -v v=$v '
	/^\|$/ { a = n; n = 0; next }
	/`/ { n++ }
	END { print "stackframes=" v ": stack() " (a > 1 ? "more than 1" : a + 0) \
		", stack(1) " n + 0 }'
done
