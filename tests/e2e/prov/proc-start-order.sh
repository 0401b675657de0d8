# In a new process, proc:::start and lwp-start come before its own
# return from the fork (syscall::vfork:return, 0): DTrace's ride
# schedule_tail( )'s return, which the child passes first.
echo '/bin/true; exit 0' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -qn '
syscall::clone*:return, syscall::fork:return, syscall::vfork:return
/ppid == $target/
{
	printf("%s:%s %d\n", probefunc, probename, arg0);
}
proc:::start /ppid == $target/ { printf("start\n"); }
proc:::lwp-start /ppid == $target/ { printf("lwp-start\n"); }
' -c "sh $SONDA_TEST_TMP/w.sh"
