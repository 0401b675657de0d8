# proc:::start and lwp-start fire for a new kernel thread too, as DTrace's
# do at schedule_tail( )'s return (dt_prov_proc.c), which every new task
# passes: sonda's, without kprobes, at its first switch off the CPU. A
# new unbound workqueue pool (writeback's nice value changed) starts a
# kworker, a child of kthreadd (pid 2); the value is put back.
f=/sys/devices/virtual/workqueue/writeback/nice
[ -w "$f" ] || { echo "no $f" >&2; exit 77; }
old=$(cat "$f")
[ "$old" = 3 ] && new=4 || new=3
printf 'echo %s > %s\necho %s > %s\n' "$new" "$f" "$old" "$f" > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -qn '
proc:::start, proc:::lwp-start /ppid == 2 && !seen[probename]/
{
	seen[probename] = 1;
	printf("%s %d kthread %d\n", probename, arg0,
	    (curthread->flags & 0x200000) != 0);
}
' -c "sh $SONDA_TEST_TMP/w.sh"
echo "$old" > "$f"
