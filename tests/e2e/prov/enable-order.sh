# Probes that share an event run in the order the program enables them,
# as DTrace enables probes statement by statement and appends each to its
# event's dependents (dt_program.c dt_prog_stmt( ), dt_probe.c
# dt_probe_add_dependent( )): proc:::exit and lwp-exit (sched_process_exit),
# create and lwp-create (sched_process_fork), each in both orders.
printf '/bin/true\n' > "$SONDA_TEST_TMP/t.sh"
for prog in \
    'proc:::exit /pid == $target/ { printf("exit "); } proc:::lwp-exit /pid == $target/ { printf("lwp-exit "); }' \
    'proc:::lwp-exit /pid == $target/ { printf("lwp-exit "); } proc:::exit /pid == $target/ { printf("exit "); }' \
    'proc:::create /pid == $target/ { printf("create "); } proc:::lwp-create /pid == $target/ { printf("lwp-create "); }' \
    'proc:::lwp-create /pid == $target/ { printf("lwp-create "); } proc:::create /pid == $target/ { printf("create "); }'; do
	"$SONDA" -qn "$prog" -c "sh $SONDA_TEST_TMP/t.sh"
	echo
done
