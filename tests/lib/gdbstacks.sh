# tests/lib/gdbstacks.sh - sourced by the tests that compare sonda's
# ustack() with gdb's bt (tests/e2e/ustack/data/frames.py prints gdb's
# frames in the same shape as `printf("stack\n"); ustack();`).

# One line per stack on stdin: its function+offset frames, at most 100
# (ustackframes), down to main. sonda names an address as DTrace's libproc
# does, gdb does not: a frame libproc leaves unnamed (an address, or
# gdb's libc label __restore_rt, of size 0) is "?", and of the aliases
# raise and gsignal libproc's byaddr order takes gsignal.
frames() {
	awk '/^stack$/ { if (s != "") print s; s = ""; n = 0; done = 0; next }
	     NF == 1 && !done && n < 100 { f = $1; sub(/^.*`/, "", f)
		if (f ~ /^(0x[0-9a-f]+|__restore_rt)$/) f = "?"
		if (f ~ /^raise(\+|$)/) f = "gsignal" substr(f, 6)
		s = s (n++ ? " " : "") f; if (f ~ /^main(\+|$)/) done = 1 }
	     END { if (s != "") print s }'
}

# same_as_gdb LABEL GDB SONDA: "LABEL: N stacks as gdb's" when the files of
# frames() lines are equal, else "LABEL: differs from gdb" and the diff.
# An empty LABEL prints no prefix.
same_as_gdb() {
	local n
	n=$(wc -l < "$2")
	if cmp -s "$3" "$2"; then
		echo "${1:+$1: }$n stacks as gdb's"
	else
		echo "${1:+$1: }differs from gdb"
		diff "$2" "$3" | cut -c1-300
	fi
}
