# A DOF is-enabled site (xor %rax,%rax + 2 nops; sonda makes the last nop
# lahf) is turned on only while a probe that has it is enabled, and put
# back when sonda exits (normally or by SIGINT); the guarded probe fires
# only meanwhile.
# @@timeout: 60
# @@serial
T=$SONDA_TRIGGERS/udof
"$T" 1000000 1000 > /dev/null &
p=$!
sleep 0.3
base=$(grep -m1 "/udof$" /proc/$p/maps | cut -d- -f1)
off=$(nm "$T" | awk '$3 == "udof_qd_en" {print $1}')
site() {
	python3 -c "
f = open('/proc/$p/mem', 'rb')
f.seek(0x$base + 0x$off + 1)
print('%02x' % f.read(1)[0])" 2>/dev/null
}
b=$(site)
echo "before: $b"
"$SONDA" -q -p $p -n 'udof$target:::query-done { @ = count(); }
    tick-500ms { printa("fired: %@d\n", @); exit(0); }' | sed 's/[1-9][0-9]*$/yes/'
echo "after exit: $(site)"
env --default-signal=INT "$SONDA" -q -p $p -n 'udof$target:::query-done { @ = count(); }' > /dev/null &
s=$!
# attaching may take long on a loaded machine: wait for the site to change
for _ in $(seq 150); do [ "$(site)" != "$b" ] && break; sleep 0.2; done
echo "while tracing: $(site)"
kill -INT $s; wait $s
echo "after SIGINT: $(site)"
"$SONDA" -q -p $p -n 'udof$target:::tick { @ = count(); }
    tick-300ms { exit(0); }' > /dev/null
echo "tick only: $(site)"
kill -0 $p && echo "still running"
kill $p
