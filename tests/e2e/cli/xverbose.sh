# -xverbose (like -S) lists each program as DTrace does: program and clause
# headers, "INS OFF: code dst src off imm" columns before each instruction.
"$SONDA" -xverbose -qn 'BEGIN { exit(0); }' 2>&1 |
	gawk '/^Disassembly of (program|clause)/ { print; next }
	      /^[0-9]{4} [0-9]{5}: [0-9a-f]{2} [0-9a-f] [0-9a-f] [0-9a-f]{4} [0-9a-f]{8}    / { n++ }
	      END { print (n > 20 ? "listed" : "short") }'
