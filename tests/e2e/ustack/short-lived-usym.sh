# @@timeout: 90
# usym( ), umod( ), ufunc( ) and uaddr( ) aggregation keys of short-lived
# processes printed after they exited: with -x switchrate=4s nothing is
# read before twelve runs of tests/triggers/ushort (100 ms each) are gone,
# and DTrace prints such values as hexadecimal addresses (the process's
# maps cannot be read any more: dt_consume.c dt_print_usym( ) and
# dt_print_umod( ) through dtrace_uaddr2str( )). Each call notes its
# process in a small map that the consumer reads every 5 ms, and the
# symbols are read then, while it lives (rt/upids.h), so every key prints
# with a name. Counts are not checked, nor that every process was sampled in
# its own functions: the machine may be loaded.
T=$SONDA_TRIGGERS/ushort
N=12
"$SONDA" -q -x switchrate=4s -n '
BEGIN { system(": > '"$SONDA_TEST_TMP/go"'"); }
profile-997 /execname == "ushort" && arg1/
{
	@s[pid, "usym"] = count(); @s[pid, "umod"] = count();
	@u[pid, usym(arg1)] = count(); @m[pid, umod(arg1)] = count();
	@f[pid, ufunc(arg1)] = count(); @a[pid, uaddr(arg1)] = count();
}
proc:::exit /execname == "ushort" && ++n == '$N'/ { exit(0); }' -w > "$SONDA_TEST_TMP/out" &
for i in $(seq 200); do [ -e "$SONDA_TEST_TMP/go" ] && break; sleep 0.05; done
for i in $(seq $N); do "$T" 100; done
wait
awk 'NF == 3 && $2 == "usym" { pid[$1] = 1; next }
     NF == 3 && $2 == "umod" { next }
     NF == 3 { n++ }
     NF == 3 && ($2 ~ /^0x/ || $2 ~ /`0x/) {
	if (bad++ < 5) print "not named: " $0 }
     $2 ~ /^ushort`us_(spin|step)/ { named[$1] = 1 }
     END { for (p in pid) { np++; s += p in named }
	   print (np >= 6 ? "processes sampled" : "only " np " processes sampled")
	   print (s * 2 >= np ? "most have their functions named" : s " of " np " have their functions named")
	   print (n && !bad ? "every key named" : bad " of " n " keys not named") }' \
	"$SONDA_TEST_TMP/out"
