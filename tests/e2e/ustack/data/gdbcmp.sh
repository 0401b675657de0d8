# gdbcmp.sh - sourced by the ustack tests that compare sonda's stacks with
# gdb's bt at the same instructions. gdb_compare PROGRAM PROBES runs PROGRAM
# under sonda with a clause on PROBES that prints "stack PC" and ustack() at
# every firing and aggregates @[ustack()], then under gdb, which runs to
# _start (where sonda's -c with evaltime=preinit starts the program too),
# puts a breakpoint on every PC sonda saw and prints each stop's frames
# (data/frames.py). Both
# run without address randomization (setarch -R; gdb's default), so frames
# without a symbol are the same addresses; data/relframes.py turns each
# stack into link-time addresses, so aliases compare equal. The stack at
# _start itself, where gdb is already stopped, is left out. Prints how
# many stacks matched and the differences; a stack where gdb shows a frame
# of PROGRAM that has no symbol is one gdb unwound wrong (each function of
# the program has a symbol: gdb's prologue analysis in a function without
# CFI found a frame that is not there), counted and left out. Then checks
# that the aggregation holds the printed stacks, each as often as printed.
# Raw outputs stay in $SONDA_TEST_TMP.
command -v gdb > /dev/null || { echo "gdb is not installed" >&2; exit 77; }

GDBCMP_LIBS="$(readlink -f /lib/x86_64-linux-gnu/libc.so.6) $(readlink -f /lib64/ld-linux-x86-64.so.2)"

# Waits until no sonda is still removing its probes (a child of sonda's
# holds the detach lock meanwhile, src/rt/detach.c): a uprobe that goes
# away while gdb starts the program takes gdb's breakpoint at the same
# instruction with it.
gdbcmp_detached() {
	local lock=/run/lock/sonda-detach.lock
	[ -d /run/lock ] || lock=/tmp/sonda-detach.lock
	[ ! -e "$lock" ] || flock -w 120 "$lock" true
}

# The printed stacks in sonda's output, without the one at _start.
gdbcmp_printed() {
	awk -v start="$1\`_start" '/^stack @/ { exit }
		/^stack / { if (keep) printf "%s", s; s = $0 "\n"; keep = 1; next }
		{ s = s $0 "\n"; if ($1 == start) keep = 0 }
		END { if (keep) printf "%s", s }'
}

# A stack gdb unwinds wrong shows a frame of the program gdb leaves
# unnamed: "mod`~0x..." as relframes.py writes it.
gdb_compare() {
	local prog=$1 probes=$2 tmp=$SONDA_TEST_TMP bps=() n a
	local mod
	mod=$(basename "$prog")
	setarch -R "$SONDA" -x evaltime=preinit -q -n "$probes"' { printf("stack %x\n", uregs[R_PC]); ustack();
	    @[ustack()] = count(); } END { printa("stack @%@u\n%k", @); }' -c "$prog" \
		> "$tmp/sonda" 2> "$tmp/sonda.err" || { cat "$tmp/sonda.err"; return; }
	grep -v '^sonda: Failed to enable ' "$tmp/sonda.err"
	gdbcmp_printed "$mod" < "$tmp/sonda" > "$tmp/printed"
	n=$(grep -c '^stack ' "$tmp/printed")
	for a in $(awk '$1 == "stack" && !seen[$2]++ { print $2 }' "$tmp/printed"); do
		bps+=(-ex "break *0x$a")
	done
	gdbcmp_detached
	FRAMES_MODULE=1 gdb -q -batch -ex 'set backtrace past-main on' -x data/frames.py \
		-ex 'tbreak *_start' -ex run "${bps[@]}" \
		$(for a in $(seq "$n"); do echo -ex c; done) "$prog" > "$tmp/gdb" 2> /dev/null
	python3 data/relframes.py "$prog" $GDBCMP_LIBS < "$tmp/printed" > "$tmp/sonda.rel"
	python3 data/relframes.py "$prog" $GDBCMP_LIBS < "$tmp/gdb" > "$tmp/gdb.rel"
	paste -d '|' "$tmp/gdb.rel" "$tmp/sonda.rel" |
		awk -F'|' -v m="$mod\`~0x" -v n="$((${#bps[@]} / 2))" '
		index($1, m) { wrong++; next }
		$1 == $2 { same++; next }
		{ print "differs from gdb:\n  gdb:   " $1 "\n  sonda: " $2 }
		END { printf "%d stacks as gdb'\''s at %d probes (%d left out: gdb unwinds wrong)\n",
			same, n, wrong }'
	# the aggregation: the printed stacks, each as often as printed
	sed -n '/^stack @/,$p' "$tmp/sonda" | python3 data/relframes.py -c "$prog" $GDBCMP_LIBS |
		sed 's/^@//' | sort > "$tmp/agg.rel"
	awk '/^stack @/ { exit } { print }' "$tmp/sonda" |
		python3 data/relframes.py "$prog" $GDBCMP_LIBS |
		sort | uniq -c | awk '{ $1 = $1; print }' | sort > "$tmp/printed.rel"
	cmp -s "$tmp/agg.rel" "$tmp/printed.rel" &&
		echo "@[ustack()] holds the $(wc -l < "$tmp/agg.rel") stacks printed, as often" ||
		diff "$tmp/printed.rel" "$tmp/agg.rel"
}
