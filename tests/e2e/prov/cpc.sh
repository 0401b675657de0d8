# cpc:::EVENT-MODE-COUNT: a perf counter per CPU sampling every COUNT
# events; the listing names, as DTrace for Linux, each event this machine
# counts (the software ones always) as EVENT-all-1000000000; any other
# count and mode is made when named; a bad name matches nothing.
"$SONDA" -l -P cpc | awk '$2 == "cpc" && $3 ~ /^(perf_count_sw_)?cpu_clock-all-1000000000$/ { print $2, $3 }'
# user mode: only samples of user code (arg0 0, arg1 the user pc)
"$SONDA" -qn 'cpc:::cpu_clock-user-1000000 /pid == $target/ { @[arg0 == 0 && arg1 != 0 ? "user pc" : "other"] = count(); }
END { printa("%s %@d\n", @); }' -c "$SONDA_TRIGGERS/ucalls 30000000 0" | awk 'NF { print $1, $2, ($3 > 0) ? "some" : "none" }'
# kernel mode, on CPU 0 only (-x cpu)
"$SONDA" -x cpu=0 -qn 'cpc:::cpu_clock-kernel-100000 { @[cpu, arg0 != 0, arg1] = count(); }
tick-200ms { exit(0); } END { printa("%d %d %d\n", @); }' | sort -u
# page faults of a command (dd touching its 4 MiB buffer: over 1,000
# pages), one sample each (a count of 1)
"$SONDA" -qn 'cpc:::page_faults-all-1 /pid == $target/ { @ = count(); }
END { printa("%@d\n", @); }' -c "dd if=/dev/zero of=/dev/null bs=4M count=1" 2>/dev/null |
awk 'NF { print ($1 > 1000) ? "page faults counted" : "too few: " $1 }'
"$SONDA" -xerrtags -qn 'cpc:::cpu_clock-sometimes-100 {}' 2>&1 | sed 's/:.*\[/: [/; s/\].*/]/'
"$SONDA" -xerrtags -qn 'cpc:::no_such_event-all-100 {}' 2>&1 | sed 's/:.*\[/: [/; s/\].*/]/'
# a count past 64 bits is the largest period, as DTrace's sscanf("%llu")
# reads it: the probe exists, the kernel refuses the counter (bit 63 set)
# on every CPU, which DTrace's attach( ) skips without a word
"$SONDA" -qn 'cpc:::cpu_clock-all-99999999999999999999999 {}' 2>&1
echo "exit $?"
