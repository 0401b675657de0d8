# ERROR's clauses run in the frame of the firing that faulted (DTrace's
# dt_probe_error( ) calls them with that firing's context): their ustack( ),
# ustackdepth, stack( ) and stackdepth are the firing's, as stackdepth's
# already was. A fault in BEGIN: the tracer's own, as BEGIN's, its user
# stack sonda's (begin-end-self.sh) and its kernel stack empty.
"$SONDA" -q -c "$SONDA_TRIGGERS/ucalls 1 1" -n '
pid$target:a.out:leaf:entry /i++ == 0/ { trace(*(int *)0); }
syscall::exit_group:entry /pid == $target/ { trace(*(int *)0); }
ERROR { printf("user %d kernel %d", ustackdepth, stackdepth > 0); }
ERROR /stackdepth == 0/ { ustack(2); }
ERROR /stackdepth > 0/ { stack(1); }' 2>/dev/null |
	sed 's/vmlinux`[^ ]*/vmlinux`FRAME/; s/^user [1-9][0-9]* kernel 1/user N kernel 1/'
"$SONDA" -q -n 'BEGIN { trace(*(int *)0); }
ERROR { ustack(2); stack(); printf("[%d %d]\n", ustackdepth, stackdepth); exit(0); }' 2>/dev/null |
	sed 's/+0x[0-9a-f]*$//; s/sonda`[^ ]*/sonda`FRAME/; s/^\[[1-9][0-9]* 0\]/[N 0]/'
