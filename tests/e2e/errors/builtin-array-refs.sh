# args[ ] and uregs[ ] as dt_ident.c's dt_idcook_args( ) and
# dt_idcook_regs( ) check them, in their order: one key (D_PROTO_LEN, "arg"
# and "args", not "key"), an integer constant (D_PROTO_ARG naming the
# argument's type), then a negative uregs[ ] index (D_REGS_IDX, only for a
# signed constant); either one named without [ ] is the array
# (D_IDENT_BADREF), read or assigned.
run() {
	"$SONDA" -x errtags -e -n "$1" 2>&1 | head -n 3
	echo "status ${PIPESTATUS[0]}"
}
run 'BEGIN { trace(uregs[1, 2]); }'
run 'BEGIN { trace(args[0, 1, 2]); }'
run 'BEGIN { x = 1; trace(uregs[x]); }'
run 'BEGIN { trace(uregs["a"]); }'
run 'BEGIN { trace(uregs[-1]); }'
run 'BEGIN { trace(uregs[R_PC] + uregs[0xffffffffu]); }'
run 'BEGIN { trace(args); }'
run 'BEGIN { x = uregs; }'
run 'BEGIN { args = 1; }'
