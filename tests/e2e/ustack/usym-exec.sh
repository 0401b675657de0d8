# @@timeout: 90
# A process that execs another program keeps its pid: the usym( ) and
# umod( ) values recorded after the exec must be named from the new
# program's objects, not from what that pid mapped before. Six runs of
# tests/triggers/ushort spin 40 ms, then exec ushort again under another
# name (ushort2, a link: a new execname, a new address space, new load
# addresses) for 80 ms more, and exit; with -x switchrate=4s everything is
# printed after they are gone. Both programs record values; a process is
# noted with its address space (rt/upids.h), so the exec is a new one whose
# symbols are read while it lives, and the old ones forgotten: every key of
# ushort2 is named, or at least has its module: the dynamic linker's code
# has stretches no symbol covers (its .plt, _dl_start_user's assembly), where
# a sample of its start-up prints as ld-linux-x86-64.so.2`0x...; a bare
# address, or one in ushort (whose symbols cover it), would be a stale map.
# (Those of ushort before the exec are not checked: the
# pid's symbols are the last program's, as DTrace's are the process's
# maps as they are when it prints.)
T=$SONDA_TRIGGERS/ushort
N=6
ln -sf "$T" "$SONDA_TEST_TMP/ushort2"
"$SONDA" -q -x switchrate=4s -n '
BEGIN { system(": > '"$SONDA_TEST_TMP/go"'"); }
profile-997 /(execname == "ushort" || execname == "ushort2") && arg1/
{
	@s[execname, pid, "pid"] = count();
	@u[execname, pid, usym(arg1)] = count(); @m[execname, pid, umod(arg1)] = count();
}
proc:::exit /execname == "ushort2" && ++n == '$N'/ { exit(0); }' -w > "$SONDA_TEST_TMP/out" &
for i in $(seq 200); do [ -e "$SONDA_TEST_TMP/go" ] && break; sleep 0.05; done
for i in $(seq $N); do "$T" 40 "$SONDA_TEST_TMP/ushort2" 80; done
wait
awk 'NF != 4 || $1 != "ushort2" { next }
     $3 == "pid" { pid[$2] = 1; next }
     { n++ }
     $3 ~ /^0x/ || $3 ~ /^ushort`0x/ { if (bad++ < 5) print "not named: " $0 }
     $3 ~ /^ushort`us_(spin|step)$/ { named[$2] = 1 }
     END { for (p in pid) { np++; s += p in named }
	   print (np >= 3 ? "processes sampled" : "only " np " processes sampled")
	   print (s * 2 >= np ? "most have their functions named" : s " of " np " have their functions named")
	   print (n && !bad ? "every key named" : bad " of " n " keys not named") }' \
	"$SONDA_TEST_TMP/out"
