# syscall, sdt and rawtp make their probes in the order tracefs's
# available_events lists the events, as DTrace's populate( ) reads that
# file (dt_prov_syscall.c, dt_prov_sdt.c, dt_prov_rawtp.c): that order gives
# their IDs, so the whole listing follows it (an exit event listed before
# its entry makes return first), and -l -P, walking a provider's probes
# newest first, shows it reversed.
T=/sys/kernel/tracing
[ -r "$T/available_events" ] || T=/sys/kernel/debug/tracing
[ -r "$T/available_events" ] || { echo "no available_events" >&2; exit 77; }
same() {	# same WHAT FILE: stdin has FILE's lines in FILE's order
	cmp -s - "$2" && echo "$1: available_events order" || echo "$1: other order"
}
"$SONDA" -l > "$SONDA_TEST_TMP/all" || exit 1
awk -F: '$1 == "syscalls" && sub(/^sys_enter_/, "", $2) { print $2 ":entry" }
	 $1 == "syscalls" && sub(/^sys_exit_/, "", $2) { print $2 ":return" }' \
	"$T/available_events" > "$SONDA_TEST_TMP/sc"
awk -F: '$1 != "syscalls" && $1 != "kprobes" && $1 != "uprobes" &&
	 $1 != "dt_pid" && $1 !~ /^dt_-?[0-9]+_./' \
	"$T/available_events" > "$SONDA_TEST_TMP/tp"
awk '$2 == "syscall" { print $4 ":" $5 }' "$SONDA_TEST_TMP/all" |
	same syscall "$SONDA_TEST_TMP/sc"
for p in sdt rawtp; do
	awk -v p=$p '$2 == p { print $3 ":" $NF }' "$SONDA_TEST_TMP/all" |
		same $p "$SONDA_TEST_TMP/tp"
done
"$SONDA" -l -P syscall | awk 'NR > 1 { print $4 ":" $5 }' > "$SONDA_TEST_TMP/lp"
awk '{ l[NR] = $0 } END { for (i = NR; i > 0; i--) print l[i] }' \
	"$SONDA_TEST_TMP/sc" | same "-l -P syscall, reversed" "$SONDA_TEST_TMP/lp"
