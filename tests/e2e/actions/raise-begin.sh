# raise(SIGTERM) or raise(SIGINT) in BEGIN signals sonda itself while BEGIN
# runs: as dtrace(1)'s main() finds g_intr set when go() returns, it
# consumes nothing, END never fires, no newline or aggregation is printed,
# and the exit status is 0 (BEGIN's exit() is never read).
"$SONDA" -wq -n 'BEGIN { printf("not printed\n"); raise(15); exit(3); }
END { printf("no END\n"); }'
echo "rc $?"
"$SONDA" -w -n 'BEGIN { @a = count(); raise(2); } END { trace(1); }' 2>&1 |
	grep -v matched
echo "rc ${PIPESTATUS[0]}"
