# DOF version 3, which DTrace for Linux's `dtrace -G` writes for an object
# with is-enabled probes, is read; its is-enabled sites are
# argument-driven (the call __dtraceenabled_PROV___NAME(&flag) made five
# nops): while the probe is enabled the program finds its flag set, so the
# guarded probe fires (arg1 is the flag) and the program counts it (total
# 6, not 3); the nops are back once sonda exits. An is-enabled site in a
# function that does not fire the probe (udof3_check) is a probe of its
# own, listed, whose enabling sets that flag too (checked 3, not 0).
# @@timeout: 60
# @@serial
T=$SONDA_TRIGGERS/udof3
"$SONDA" -l -n 'udofarg$target:::query-done' -c "$T 1" | awk 'NR > 1 { print $3, $4, $5 }'
"$SONDA" -q -n 'udofarg$target:::query-done {
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1 != 0); }' \
	-c "$T 3" | sort
"$T" 1000000 1000 > /dev/null &
p=$!
sleep 0.3
base=$(grep -m1 "/udof3$" /proc/$p/maps | cut -d- -f1)
off=$(nm "$T" | awk '$3 == "udof3_qd_en" {print $1}')
site() {
	python3 -c "
f = open('/proc/$p/mem', 'rb')
f.seek(0x$base + 0x$off)
print(f.read(5).hex())" 2>/dev/null
}
echo "before: $(site)"
"$SONDA" -q -p $p -n 'udofarg$target:::query-done { @ = count(); }
    tick-500ms { printa("fired: %@d\n", @); exit(0); }' | sed 's/[1-9][0-9]*$/yes/'
echo "after exit: $(site)"
env --default-signal=INT "$SONDA" -q -p $p -n 'udofarg$target:::query-done { @ = count(); }' > /dev/null &
s=$!
# attaching may take long on a loaded machine: wait for the site to change
b=$(site)
for _ in $(seq 150); do [ "$(site)" != "$b" ] && break; sleep 0.2; done
echo "while tracing: $(site)"
kill -INT $s; wait $s
echo "after SIGINT: $(site)"
kill $p
