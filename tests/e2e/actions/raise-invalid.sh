# raise() of a number that is no signal (65, -1) does nothing, and raise(0)
# signals nothing either: DTrace for Linux's dt_cg_act_raise() ignores what
# bpf_send_signal() returns (its -EINVAL too: no fault, no ERROR probe), so
# the clause goes on to its next statement.
"$SONDA" -wq -n 'BEGIN { raise(65); printf("a\n"); raise(-1); printf("b\n");
raise(0); printf("c\n"); exit(0); }
ERROR { printf("error\n"); }' 2>&1 | grep -v allowing
echo "rc ${PIPESTATUS[0]}"
