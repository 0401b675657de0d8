# A statically linked program has no dynamic linker for libproc to find at
# its AT_BASE, so DTrace makes no pid probe in it: D_PROC_DYN "process PID is
# not a dynamically-linked executable" (dt_pid_create_pid_probes_proc( ),
# checked before the module and the '-' function), for -c and -p, an exact
# or glob provider field alike (the message names the provider past its
# first three characters).
cat > "$SONDA_TEST_TMP/st.c" <<'C'
#include <unistd.h>
int f(int x) { return x + 1; }
int main(int argc, char **argv)
{
	int s = 0;
	for (int i = 0; i < (argc > 1 ? 3000 : 3); i++) {
		s += f(i);
		usleep(1000);
	}
	return s == 0;
}
C
cc -static -O0 -o "$SONDA_TEST_TMP/st" "$SONDA_TEST_TMP/st.c" 2>/dev/null || exit 77
st=$SONDA_TEST_TMP/st
for d in 'pid$target:a.out:f:entry' 'p*d$target::f:' 'pid$target:a.out:-:401000' \
    'pid$target:nosuch:f:entry'; do
	"$SONDA" -x errtags -n "$d { }" -c "$st" 2> "$SONDA_TEST_TMP/err"
	echo "status $?"
	sed 's/process [0-9]*/process N/' "$SONDA_TEST_TMP/err"
done
"$st" long &
p=$!
"$SONDA" -x errtags -n 'pid$target::f:entry { }' -p $p 2> "$SONDA_TEST_TMP/err"
echo "status $?"
sed 's/process [0-9]*/process N/' "$SONDA_TEST_TMP/err"
kill $p
