# A probe has the same ID in every run, as in DTrace: listed alone, in the
# whole listing, named by -i, and in a trace record's ID column (the
# providers before it are listed first, whatever the script names).
ids() {	# ids DESC PROV FUNC NAME: DESC's ID listed alone and in the whole listing
	alone=$("$SONDA" -l -n "$1" | awk 'NR == 2 { print $1 }')
	whole=$(awk -v p="$2" -v f="$3" -v n="$4" '$2 == p && $NF == n &&
		(f == "" || $(NF-1) == f) { print $1; exit }' "$SONDA_TEST_TMP/all")
	[ "$alone" = "$whole" ] && [ -n "$alone" ] && echo "$1: same" ||
		echo "$1: alone $alone whole $whole"
	echo "-i: $("$SONDA" -l -i "$alone" | awk 'NR == 2 { print $2 ":" $NF }')"
}
"$SONDA" -l > "$SONDA_TEST_TMP/all" || exit 1
ids syscall::read:entry syscall read entry
ids proc:::exec-success proc "" exec-success
ids sdt:sched::sched_switch sdt "" sched_switch
ids dtrace:::END dtrace "" END
"$SONDA" -n 'syscall::getppid:entry /pid == $target/ { exit(0); }' \
	-c "$SONDA_TRIGGERS/getppid 1" | awk 'NR == 2 { print $2 }' > "$SONDA_TEST_TMP/traced"
awk '$2 == "syscall" && $4 == "getppid" && $5 == "entry" { print $1 }' "$SONDA_TEST_TMP/all" |
	cmp -s - "$SONDA_TEST_TMP/traced" && echo "trace record: same"
# a probe made on demand before a provider populates does not move that
# provider's probes: it is numbered after them
made=$("$SONDA" -l -n tick-1s -n 'pid$target:a.out:main:entry' -n syscall::read:entry \
	-c "$SONDA_TRIGGERS/ucalls" | awk '$2 == "syscall" { print $1 }')
awk -v id="$made" '$2 == "syscall" && $4 == "read" && $5 == "entry" {
	if ($1 == id) print "after tick-1s and pid: same"
	else print "after tick-1s and pid: " id " not " $1
}' "$SONDA_TEST_TMP/all"
