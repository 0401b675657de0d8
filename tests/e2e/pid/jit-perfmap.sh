# JIT frames named from /tmp/perf-PID.map: tests/triggers/ujit writes code
# into an anonymous mapping and names it as node --perf-basic-prof does
# (a later line over an earlier one, a line added while it runs, one
# function left unnamed). The frames of named code print with the map as
# their module; the unnamed one prints as a bare address. Printed at END,
# after the process exited.
out=$("$SONDA" -q -c "$SONDA_TRIGGERS/ujit 2" -n '
pid$target:a.out:ujit_hook:entry
{
	@s[ustack(3)] = count();
	@f[ufunc(ucaller)] = count();
	@m[umod(ucaller)] = count();
	@u[usym(ucaller)] = count();
}
END
{
	printf("pid %d\n", $target);
	printa(@s);
	printa(@f);
	printa("%A %@d\n", @m);
	printa(@u);
}')
pid=$(echo "$out" | awk '$1 == "pid" { print $2 }')
rm -f "/tmp/perf-$pid.map"
# printa pads a key to a fixed width, so a row's count moves with the
# pid's digits (pids wrap at pid_max): one space before a perf-map row's
echo "$out" | grep -v '^pid ' | sed -e "s/perf-$pid\.map/perf-PID.map/" \
	-e 's/^\(  perf-PID\.map`[a-z_]*\)  *\([0-9][0-9]*\)$/\1 \2/' \
	-e 's/main+0x[0-9a-f]*/main+{off}/' -e 's/0x7[0-9a-f]\{11\}\b/{anon}/'
