# proc:::exec's raw arguments are its system call's, as DTrace for Linux's
# syscall::execve:entry trampoline copies them before the exec trampoline
# runs (dt_prov_proc.c): arg0 the path (args[0]), arg1 argv, arg2 envp.
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
/bin/true first second
W
"$SONDA" -qn '
proc:::exec /ppid == $target/
{
	printf("exec %s argv[1] %s argv[2] %s envp %d\n", args[0],
	    copyinstr(*(uintptr_t *)copyin(arg1 + 8, 8)),
	    copyinstr(*(uintptr_t *)copyin(arg1 + 16, 8)), arg2 != 0);
}' -c "sh $SONDA_TEST_TMP/w.sh"
