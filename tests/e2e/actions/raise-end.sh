# raise(SIGTERM) in END, when exit() ended tracing, is the run's first
# signal: dtrace(1)'s intr() only sets g_intr and g_newline then
# (g_impatient needs a second one), so END's records, the aggregations
# and the final newline are printed, and one more newline after END's
# records: dtrace_status( ) fired END inside dtrace_work( ), and the main
# loop's next turn prints g_newline. When the -c target's exit stops the
# run, END fires in the loop's last turn: no such newline. (The target
# lives 1.5 s after the exit( ), longer than DTrace takes to see it.)
"$SONDA" -wq -n 'BEGIN { @a = count(); exit(5); }
END { raise(15); printf("end\n"); }'
echo "rc $?"
"$SONDA" -wq -n 'BEGIN { @a = count(); }
syscall::getppid:entry /pid == $target/ { exit(3); }
END { raise(15); printf("end\n"); }' -c "$SONDA_TRIGGERS/getppid 1 1500000"
echo "rc $?"
"$SONDA" -wq -n 'BEGIN { @a = count(); }
END { raise(15); printf("end\n"); }' -c "$SONDA_TRIGGERS/getppid 1"
echo "rc $?"
