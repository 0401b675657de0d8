# proc:::exit arg0: 1 (CLD_EXITED) for exit(3), 2 (CLD_KILLED) for
# SIGKILL and for SIGSEGV without a core; signal-handle arg2 = the handler.
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
sh -c "exit 3"
sh -c "kill -9 \$\$" 2>/dev/null
sh -c "ulimit -c 0; kill -SEGV \$\$" 2>/dev/null
trap "true" USR2
kill -USR2 $$
exit 0
W
"$SONDA" -qn '
proc:::exit /ppid == $target/ { printf("exit %d\n", arg0); }
proc:::signal-handle /pid == $target && arg0 == 12/ {
	printf("signal-handle %d %s\n", arg0, arg2 != 0 ? "handler" : "none");
}' -c "sh $SONDA_TEST_TMP/w.sh" 2>/dev/null
