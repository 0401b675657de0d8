# proc:::exec-failure fires for a failed execveat(2) as for execve(2), as
# in DTrace for Linux: fexecve() of a file that is not a program fails
# with ENOEXEC, and args[0] is the return value.
cat > "$SONDA_TEST_TMP/fexec.py" <<'P'
import os
fd = os.open("/etc/hostname", os.O_RDONLY)
try:
    os.execve(fd, ["x"], {})
except OSError:
    pass
P
"$SONDA" -q -c "python3 $SONDA_TEST_TMP/fexec.py" -n '
proc:::exec-failure /pid == $target/ { printf("exec-failure %d\n", args[0]); }'
