# -c with a command that enters new namespaces: unshare forks the traced
# program into mount and pid namespaces of its own. The program's system
# calls are seen with its host pid (not $target, unshare's), in a pid
# namespace one level down, and sonda ends when the command ends. (Only
# $target's progeny counts: other tests run getppid at the same time.)
T=$SONDA_TRIGGERS/getppid
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
"$SONDA" -q -n '
syscall::getppid:entry /execname == "getppid" && progenyof($target)/ {
	@[pid != $target, curthread->group_leader->thread_pid->level] = count();
}
END { printa("another pid than $target: %d, pid namespace level %d: %@u calls\n", @); }' \
	-c "unshare -m -p -f --mount-proc $T 7"
echo "sonda exit status $?"
