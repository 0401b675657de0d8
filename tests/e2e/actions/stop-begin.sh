# stop() in BEGIN, END and an ERROR for a fault in BEGIN: the current
# process there is sonda itself, which stopping would hang (it was stopped
# before, until killed); the clauses' other actions run and sonda exits.
timeout 30 "$SONDA" -qw -n 'BEGIN { stop(); printf("begin\n"); trace(*(int *)8); }
ERROR { stop(); printf("error\n"); }
BEGIN { exit(3); }
END { stop(); printf("end\n"); }'
echo "rc $?"
