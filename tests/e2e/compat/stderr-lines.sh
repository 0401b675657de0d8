# Every message is written to stderr as one whole line, so messages of
# sonda processes (or threads) writing at once never share a line: eight
# runs at once, each with faults, a drop report (with its tag) and an error
# in DTrace's format, into one pipe; every line read back is whole.
run() {
	"$SONDA" -q -x droptags -x aggsize=200 -n '
	profile-997 /n++ < 20/ { @[timestamp] = count(); trace(*(int *)8); }
	tick-200ms { exit(0); }' > /dev/null
	"$SONDA" -x errtags -n 'BEGIN { x = y; }'
}
for i in 1 2 3 4 5 6 7 8; do run & done 2>&1 | {
	bad=0
	while IFS= read -r l; do
		case $l in
		"sonda: error in dt_clause_"*" for probe ID "*" (profile:::profile-997): invalid address (0x8) at BPF pc "[0-9]*) ;;
		"sonda: [DTRACEDROP_AGGREGATION] "[0-9]*" aggregation drop"*" on CPU "[0-9]*) ;;
		"sonda: invalid probe specifier BEGIN { x = y; }: [D_IDENT_UNDEF] in action list: failed to resolve y: Unknown variable name") ;;
		*) bad=$((bad + 1)); echo "not a whole line: $l" ;;
		esac
	done
	echo "lines not whole: $bad"
}
wait
