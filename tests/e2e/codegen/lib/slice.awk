# slice.awk - a slice of `sonda -e -S` output, for golden codegen tests.
#
#   sonda -e -S -n '...' 2>&1 | awk -v from='REGEX' -v n=N -f lib/slice.awk
#
# Keeps the instructions of the clauses (not the prologue nor the variable
# table) as text alone: the index, offset and encoding columns and the
# absolute target of a jump (" <37>") are dropped, so code added before the
# slice does not change it. Prints n instructions from the first one that
# matches from (n = 0: to the end of the program).
/^Disassembly of clause/ { inclause = 1; next }
/^Disassembly of program/ { inclause = 0; next }
!inclause || !/^[0-9]+ [0-9]+: [0-9a-f][0-9a-f] / { next }
{
	sub(/^[0-9]+ [0-9]+: [0-9a-f]+ [0-9a-f] [0-9a-f] [0-9a-f]+ [0-9a-f]+ +/, "")
	sub(/ <[0-9]+>$/, "")
	if (!started && $0 ~ from)
		started = 1
	if (started && (n == 0 || shown < n)) {
		print
		shown++
	}
}
END { if (!started) print "slice.awk: nothing matches " from }
