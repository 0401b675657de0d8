# proc:::start and lwp-start fire for a new io_uring SQPOLL thread, a
# thread of the process that never returns to user space, as DTrace's do
# at schedule_tail( )'s return (dt_prov_proc.c).
cat > "$SONDA_TEST_TMP/sq.py" <<'W'
import ctypes, struct, sys, time
libc = ctypes.CDLL(None, use_errno=True)
p = ctypes.create_string_buffer(120)
struct.pack_into("I", p, 8, 2)		# IORING_SETUP_SQPOLL
if libc.syscall(425, 4, p) < 0:		# io_uring_setup
	sys.exit(3)
time.sleep(0.2)
W
python3 "$SONDA_TEST_TMP/sq.py" || { echo "no io_uring SQPOLL here" >&2; exit 77; }
"$SONDA" -qn '
proc:::start, proc:::lwp-start /pid == $target/
{
	printf("%s thread %d\n", probename, tid != pid);
}
' -c "python3 $SONDA_TEST_TMP/sq.py"
