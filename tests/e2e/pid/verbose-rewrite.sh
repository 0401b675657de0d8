# -v -e lists each statement's description as DTrace's pid provider
# rewrote the clause's while making its probes (dt_pid_fix_mod( ): the
# object's basename for a module it found; dt_pid_create_pid_probes_proc( ):
# "*" for an empty function, libproc's name for a function named exactly),
# which dt_ecbdesc_create( ) copied into the statement that cmd/dtrace.c's
# info_stmt( ) prints. An empty module is left as it was.
"$SONDA" -v -e -n 'pid$target:a.out:up_add:entry, pid$target:libc.so.6:strtol:entry,
    pid$target:a.out::return, pid$target::up_add:return { }' \
	-c "$SONDA_TRIGGERS/upid 1" 2>&1 | grep '^pid' | sed 's/^pid[0-9][0-9]*:/pidN:/'
