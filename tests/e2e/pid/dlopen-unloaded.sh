# A library the process has not loaded yet (udlopen dlopen()s libudl.so
# later) is no module to DTrace: dt_pid_fix_mod( ) finds no mapping, so the
# description makes no probe and no error of its own: D_PDESC_ZERO without
# -Z, "failed to match" in -l, and with -Z "matched 0 probes" (sonda then
# still puts the probes on the library's file, pid/dlopen.d); a function
# the file lacks is no D_PROC_FUNC either.
T="$SONDA_TRIGGERS/udlopen 1"
"$SONDA" -x errtags -n 'pid$target:libudl:udl_fn:entry { }' -c "$T" 2> "$SONDA_TEST_TMP/err"
echo "status $?"
sed 's/pid[0-9]*:/pidN:/' "$SONDA_TEST_TMP/err"
"$SONDA" -l -n 'pid$target:libudl.so:udl_fn:' -c "$T" 2> "$SONDA_TEST_TMP/err"
echo "status $?"
sed 's/pid[0-9]*:/pidN:/' "$SONDA_TEST_TMP/err"
"$SONDA" -Z -n 'pid$target:libudl:nosuch:entry, pid$target:libudl:udl_fn:entry { }' \
	-n 'pid$target:a.out:main:entry { }' -c "$T" 2>&1 >/dev/null
echo "status $?"
