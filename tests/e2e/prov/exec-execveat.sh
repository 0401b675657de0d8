# proc:::exec fires for execveat(2) as for execve(2), as in DTrace for
# Linux (its exec probe rides syscall::execve:entry and
# syscall::execveat:entry alike): fexecve() is execveat(fd, "", ...,
# AT_EMPTY_PATH). Its arg0 is then execveat's first argument, the fd, and
# args[0], DTrace's unchecked copy of a user string from that address, is
# "" rather than a fault.
cat > "$SONDA_TEST_TMP/fexec.py" <<'P'
import os
fd = os.open("/bin/true", os.O_RDONLY)
os.dup2(fd, 7)
os.execve(7, ["true"], {})
P
"$SONDA" -q -c "python3 $SONDA_TEST_TMP/fexec.py" -n '
proc:::exec /pid == $target/ { printf("exec [%s] %d\n", args[0], arg0); }
proc:::exec-success /pid == $target/ { printf("exec-success %s\n", execname); }'
