# -xverbose (like -S) lists each program as DTrace does: program and clause
# headers, "INS OFF: code dst src off imm" columns before each instruction.
"$SONDA" -xverbose -qn 'BEGIN { exit(0); }' 2>&1 |
	awk '/^Disassembly of (program|clause)/ { print; next }
	     /^[0-9][0-9][0-9][0-9] [0-9][0-9][0-9][0-9][0-9]: [0-9a-f][0-9a-f] [0-9a-f] [0-9a-f] [0-9a-f][0-9a-f][0-9a-f][0-9a-f] [0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]    / { n++ }
	      END { print (n > 20 ? "listed" : "short") }'
