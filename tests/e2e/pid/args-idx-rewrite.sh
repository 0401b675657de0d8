# D_ARGS_IDX names the description as DTrace's pid provider rewrote it
# while it made the probes: dt_pid_fix_mod( ) puts the object's basename
# for a module it found (a.out is upid), dt_pid_create_pid_probes_proc( )
# "*" for an empty function and libproc's name for a function named
# exactly (strtol is strtoimax), and args[ ]'s message prints the clause's
# description, that one (dt_ident.c: dtrace_desc2str(yypcb->pcb_pdesc)).
# A pid probe of a function without DWARF has no args[ ] (as DTrace's).
run() {
	"$SONDA" -x errtags -n "$1" -c "$SONDA_TRIGGERS/upid-stripped 1" 2>&1 |
		sed 's/pid[0-9][0-9]*:/pidN:/'
}
run 'pid$target:libc.so.6:strtol:entry { trace(args[0]); }'
run 'pid$target:a.out:up_add:entry { trace(args[0]); }'
run 'pid$target:a.out::entry { trace(args[1]); }'
run 'pid$target::up_add:entry { trace(args[2]); }'
run 'pid$target:a.out:up_add:entry, pid$target:libc.so.6:strtol:entry { trace(args[3]); }'
