# @@timeout: 120
# CFI the BPF unwinder cannot run or cannot read: no crash, no verifier
# rejection, and every stack is gdb's at the same breakpoint (on the intact
# program) or its beginning, cut short with the reason counted (-v).
# tests/triggers/ubadcfi.c: frames described by DWARF expressions
# (DW_CFA_def_cfa_expression of one DW_OP_breg, which is a register plus an
# offset and is followed; DW_CFA_expression for the return address, which
# is not) and rbp saved in another register (DW_CFA_register). Then copies of ucfi
# (-O2 -fomit-frame-pointer) with a damaged .eh_frame (data/patchcfi.py):
# an unknown CIE augmentation (none of its FDEs can be read: each
# function's first byte is still unwound from its symbol, then a
# frame-pointer step finds no frame), cf_saved's FDE running past the end
# of the section (it and the FDEs after it are lost) and cf_saved's
# instructions replaced by an opcode DWARF does not define.
. data/gdbcmp.sh
TMP=$SONDA_TEST_TMP
# run NAME PROGRAM REFERENCE FUNC: sonda on PROGRAM, gdb on REFERENCE
run() {
	"$SONDA" -v -q -n "pid\$target:a.out:$4:entry { printf(\"stack\\n\"); ustack(); }" \
		-c "$2" > "$TMP/$1.sonda" 2> "$TMP/$1.err" || { echo "$1: sonda failed"; cat "$TMP/$1.err"; }
	gdbcmp_detached
	FRAMES_MODULE=1 gdb -q -batch -ex 'set backtrace past-main on' -ex 'handle SIGUSR1 nostop noprint pass' \
		-x data/frames.py -ex "break *$4" -ex run -ex c -ex c -ex c -ex c -ex c "$3" \
		> "$TMP/$1.gdb" 2> /dev/null
	for t in sonda gdb; do
		python3 data/relframes.py "$3" $GDBCMP_LIBS < "$TMP/$1.$t" > "$TMP/$1.$t.rel"
	done
	paste -d '|' "$TMP/$1.gdb.rel" "$TMP/$1.sonda.rel" | awk -F'|' -v name="$1" '
		$1 == $2 { full++; next }
		index($1, $2 " ") == 1 && $2 != "" { cut++; next }
		{ print name ": not gdb'\''s:\n  gdb:   " $1 "\n  sonda: " $2 }
		END { printf "%s: %d stacks as gdb'\''s, %d cut short\n", name, full, cut }'
	sed -n 's/^sonda: \([0-9]* user stacks\{0,1\} cut short.*\)/  \1/p
		s/^sonda: user stacks: .* \([0-9]* stacks ended where .*\))$/  \1/p' "$TMP/$1.err"
}
run expressions "$SONDA_TRIGGERS/ubadcfi" "$SONDA_TRIGGERS/ubadcfi" bc_leaf
for m in aug trunc junk; do
	mkdir -p "$TMP/$m"
	python3 data/patchcfi.py $m cf_saved "$SONDA_TRIGGERS/ucfi" "$TMP/$m/ucfi" &&
		chmod +x "$TMP/$m/ucfi"
	run $m "$TMP/$m/ucfi" "$SONDA_TRIGGERS/ucfi" cf_leaf
done
