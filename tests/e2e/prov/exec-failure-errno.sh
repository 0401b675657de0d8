# errno in proc:::exec-failure is the failed execve's (ENOENT 2, EACCES
# 13): DTrace's probe depends on syscall::execve:return, whose trampoline
# sets errno (dt_prov_syscall.c) before the proc trampoline and clauses
# run; other proc probes leave it 0.
printf 'x\n' > "$SONDA_TEST_TMP/noexec"
chmod 644 "$SONDA_TEST_TMP/noexec"
cat > "$SONDA_TEST_TMP/w.sh" <<W
/nonexistent/x 2>/dev/null
$SONDA_TEST_TMP/noexec 2>/dev/null
/bin/true
W
"$SONDA" -qn '
proc:::exec-failure /ppid == $target/ { printf("exec-failure %d errno %d\n", args[0], errno); }
proc:::exec-success /ppid == $target/ { printf("exec-success errno %d\n", errno); }
' -c "sh $SONDA_TEST_TMP/w.sh"
