# -x disasm chooses which of DTrace's -S listings are printed (dt_dis.h):
# bit 1 the clauses after compiling (the default, -e too), bits 2, 4 and 8
# the programs as tracing starts (dtrace_go( ): not with -e, and only for
# -S, whose flag dtrace(1) passes there, not -x verbose); 0 or 16 none.
count() { "$SONDA" "$@" 2>&1 | grep -c '^Disassembly of program'; }
for d in 0 1 2 4 8 9 16; do
	echo "disasm=$d: -e -S $(count -e -S -x disasm=$d -n 'BEGIN {}')," \
	     "-S $(count -S -x disasm=$d -qn 'BEGIN { exit(0); }')," \
	     "-x verbose $(count -x verbose -x disasm=$d -qn 'BEGIN { exit(0); }')"
done
# --dump=bpf is sonda's own: it lists whatever disasm says
echo "dump: $(count -e --dump=bpf -x disasm=0 -n 'BEGIN {}')"
