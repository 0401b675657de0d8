# A pidPID description grabs the process (dt_pid_create_pid_probes( ):
# dt_proc_grab_lock( )), and libproc's Pgrab( ) fails where it cannot read
# the executable's ELF header (Pread_isa_info( ) of /proc/PID/exe): a
# zombie's, a kernel thread's. So both are D_PROC_GRAB "failed to grab
# process PID", with -Z too, not descriptions that match nothing.
python3 -c '
import os, time
pid = os.fork()
if pid == 0:
    os._exit(0)
print(pid, flush=True)
time.sleep(5)' > "$SONDA_TEST_TMP/zpid" &
parent=$!
for i in $(seq 50); do [ -s "$SONDA_TEST_TMP/zpid" ] && break; sleep 0.1; done
z=$(cat "$SONDA_TEST_TMP/zpid")
for d in "pid$z:a.out:main:entry" "pid$z:::"; do
	"$SONDA" -x errtags -Z -n "$d { }" -n 'BEGIN { exit(0); }' 2> "$SONDA_TEST_TMP/err" > /dev/null
	echo "zombie: status $?"
	sed "s/$z/Z/g" "$SONDA_TEST_TMP/err"
done
kill $parent
kthread=$(awk '$4 == 2 { print $1; exit }' /proc/[0-9]*/stat 2>/dev/null)
[ -n "$kthread" ] || exit 77	# no kthreadd here (a container)
"$SONDA" -x errtags -n "pid$kthread:::entry { }" 2> "$SONDA_TEST_TMP/err"
echo "kernel thread: status $?"
sed "s/$kthread/K/g" "$SONDA_TEST_TMP/err"
