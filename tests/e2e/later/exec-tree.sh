# A process started after sonda attached runs a program installed in a tree
# of its own outside PATH (PREFIX/bin/ulater, as a JDK unpacked anywhere),
# which dlopen()s a library by a path of its own making
# (PREFIX/lib/plug/libulater.so), as the java launcher loads libjvm.so, and
# dlclose()s it, 20000 times. The program has no SDT notes itself; the
# exec watch looks at the libraries of its installation too, and puts the
# probes of a provider glob (ulater*:::ctor) on the library for that
# process: the probe fires in the constructor only when the library's
# semaphore is raised, so the loads counted are exactly those whose
# constructor saw it raised, and once the probes are live (some
# milliseconds after the exec) every later load is one of them.
# @@timeout: 60
. "$SONDA_ROOT/tests/lib/ready.sh"
t=$SONDA_TEST_TMP
P=$t/app.$$
mkdir -p "$P/bin" "$P/lib/plug"
cp "$SONDA_TRIGGERS/ulater" "$P/bin/"
cp "$SONDA_TRIGGERS/libulater.so" "$P/lib/plug/"
SONDA_XWATCH_STATS=1 env --default-signal=INT "$SONDA" -Z -q -n '
BEGIN { printf("ready\n"); }
ulater*:::ctor { @n[pid] = count(); }
END { printa("%d %@d\n", @n); }' > "$t/out" 2> "$t/err" &
s=$!
wait_ready $s "$t/out"
"$P/bin/ulater" 20000 ../lib/plug/libulater.so > "$t/u.out" &
a=$!
wait $a
kill -INT $s
wait $s
echo "sonda exit status $?"
grep -v "exec watch: pid" "$t/err"
grep -c "exec watch: pid $a: " "$t/err" | sed 's/^/exec watch lines for it: /'
n=$(awk -v a=$a '$1 == a { print $2 }' "$t/out")
r=$(awk '{ print $7 }' "$t/u.out")
echo "loads counted: $((n > 0)), all of those with the semaphore raised: $((n == r))"
