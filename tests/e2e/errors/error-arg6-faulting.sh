# ERROR's arg6..arg9 are the faulting probe's: DTrace's dt_probe_error( )
# (bpf/probe_error.c) saves and replaces only arg0..arg5 of the firing's
# arguments. sdt:sched::sched_switch has seven (next_prio is arg6, 120 for
# a thread of nice 0), so arg7..arg9 are 0.
"$SONDA" -qn '
sdt:sched::sched_switch /arg5 == $target/ { self->x = *(int *)0; }
ERROR /!done/ { done = 1; printf("arg4 %d arg6 %d arg7 %d arg9 %d\n", arg4, arg6, arg7, arg9); exit(0); }
' -c 'sleep 0.2' 2>/dev/null
