# proc: create, exec, exec-success, exec-failure (-errno, as DTrace for
# Linux gives), exit and
# lwp-exit for the children of a shell script.
set -o pipefail
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
/bin/true
/nonexistent/program 2>/dev/null
exit 0
W
"$SONDA" -qn '
proc:::create /pid == $target/ { printf("create\n"); }
proc:::exec /ppid == $target/ { printf("exec\n"); }
proc:::exec-success /ppid == $target/ { printf("exec-success %s\n", execname); }
proc:::exec-failure /ppid == $target/ { printf("exec-failure %d\n", arg0); }
proc:::exit /ppid == $target/ { printf("exit %s\n", execname); }
proc:::lwp-exit /ppid == $target/ { printf("lwp-exit %s\n", execname); }
' -c "sh $SONDA_TEST_TMP/w.sh"
