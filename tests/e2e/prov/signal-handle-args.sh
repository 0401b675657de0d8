# proc:::signal-handle as DTrace for Linux gives it: on the raw tracepoint,
# args[1] the siginfo and arg2 the struct k_sigaction (its first member the
# handler); a fatal signal is delivered as SIGKILL to every thread of the
# group, and args[0] is then the signal that killed it (the group's exit
# code), not 9.
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
sh -c 'trap "true" USR2; kill -USR2 $$'
sh -c 'kill -USR1 $$'
exit 0
W
"$SONDA" -qn '
proc:::signal-handle /ppid == $target && arg0 != 17 && arg1 != 0/
{
	printf("handled %d si_signo %d handler set %d\n", args[0],
	    args[1]->si_signo, ((struct k_sigaction *)arg2)->sa.sa_handler != 0);
}
proc:::signal-handle /ppid == $target && arg0 != 17 && arg1 == 0/
{
	printf("group exit %d\n", args[0]);
}
' -c "sh $SONDA_TEST_TMP/w.sh" 2>/dev/null
