# Parameters and a local by name in a -O0 build, where DWARF puts them in
# the frame: at the entry probe parameters are read where the ABI passes
# them (the prologue has not stored them yet); at an instruction after
# the local is computed, all three come from the frame (frame base from
# the call frame information).
T=$SONDA_TRIGGERS/utyped-O0
"$SONDA" -q -n 'pid$target:a.out:ut_measure:entry { printf("entry %s %d\n", stringof(`s), `max); }' \
	-c "$T 2" | sort
# the instruction after "mov %rax,-0x8(%rbp)" (n = strlen(s)) in ut_measure
set -- $(objdump -d --no-show-raw-insn "$T" | awk '
	/<ut_measure>:/ { f = 1; next }
	f && !start { start = $1; sub(":", "", start) }
	f && stored { a = $1; sub(":", "", a); print start, a; exit }
	f && /mov +%rax,-0x8\(%rbp\)/ { stored = 1 }')
off=$(printf '%x' $((0x$2 - 0x$1)))
"$SONDA" -q -n "pid\$target:a.out:ut_measure:$off { printf(\"at +off %s %d n=%d\n\", stringof(\`s), \`max, \`n); }" \
	-c "$T 2" | sort
