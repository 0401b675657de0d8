# A pid probe on an instruction the kernel's uprobes cannot handle (glibc's
# AVX2 string functions start with a VEX-encoded one) is reported as DTrace's
# dt_bpf_load_progs( ) reports a probe whose attach is not supported, and
# tracing goes on with the others, named or matched by a glob alike.
fn=__strcmp_avx2
"$SONDA" -l -n "pid\$target:libc.so.6:$fn:entry" -c "$SONDA_TRIGGERS/ucalls 1" > /dev/null 2>&1 ||
	exit 77	# not in this libc
for d in "pid\$target:libc.so.6:$fn:entry" "pid\$target:libc.so.6:__strcmp_avx*:entry"; do
	"$SONDA" -q -n "$d { trace(1); }" -n 'pid$target:a.out:main:entry {
	    printf("main\n"); }' -c "$SONDA_TRIGGERS/ucalls 1" 2> "$SONDA_TEST_TMP/err"
	echo "status $?"
	sed 's/pid[0-9]*:/pidN:/' "$SONDA_TEST_TMP/err" | sort
done
