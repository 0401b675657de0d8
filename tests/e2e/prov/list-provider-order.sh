# The providers populate, and so number their probes and list, in DTrace's
# order (dt_open.c / dt_provider.c dt_providers[]: dtrace first, then by
# name: cpc, fbt, io, ip, lockstat, proc, profile, rawtp, sched, sdt,
# syscall, tcp, udp); sonda listed profile and syscall right after dtrace.
# cpc and fbt depend on the machine (its perf counters, kprobes): left out.
"$SONDA" -l | awk 'NR > 1 && $2 != last { last = $2; if ($2 != "cpc" && $2 != "fbt") print $2 }'
# IDs are 1, 2, 3... in listing order, and a glob over several providers
# lists the probe with the highest ID first (DTrace's name hash chains)
"$SONDA" -l | awk 'NR > 1 && $1 != NR - 1 { print "ID " $1 " on line " NR; exit }'
"$SONDA" -l -n ':::start' | awk 'NR > 1 { print $2, $NF }'
"$SONDA" -l -n ':::BEGIN,:::END,:::ERROR' | awk 'NR > 1 { print $1, $2, $NF }'
# a probe's ID does not depend on the providers a program names
a=$("$SONDA" -l | awk '$2 == "syscall" && $4 == "read" && $5 == "entry" { print $1 }')
b=$("$SONDA" -l -n syscall::read:entry | awk 'NR > 1 { print $1 }')
c=$("$SONDA" -qn 'syscall::read:entry /pid == $target/ { trace(id); exit(0); }' -c "cat /dev/null")
[ "$a" = "$b" ] && [ "$a" = "$c" ] && echo "syscall::read:entry same ID" || echo "IDs: $a $b $c"
