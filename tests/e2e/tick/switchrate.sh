# -x switchrate: the consumer also wakes at that rate (as DTrace's does),
# which sched:::on-cpu sees for its own pid; by default it sleeps until
# records come (or a second passes).
prog='sched:::on-cpu /pid == $pid/ { n++; }
tick-1s /i++ == 1/ { printf("%s\n", n > 40 ? "woke often" : "slept"); exit(0); }'
"$SONDA" -q -x switchrate=100hz -n "$prog"
"$SONDA" -q -n "$prog"
