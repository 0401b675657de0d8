# umod() aggregation keys are normalised as DTrace's dt_aggregate_umod( )
# does: to the start of the mapping (one line of /proc/PID/maps, libproc's
# Paddr_to_map) that holds the address, not of its object. Addresses in
# ucalls's ELF header, its text and its read-only data (three mappings of
# one file) are three "ucalls" keys; two addresses in the text are one.
# The distances are from leaf's start to the first page and the third
# (nm and readelf give leaf's address and the read-only data's page).
leaf=$(nm "$SONDA_TRIGGERS/ucalls" | awk '$3 == "leaf" { print $1 }')
ro=$(readelf -lW "$SONDA_TRIGGERS/ucalls" | awk '$1 == "LOAD" && NF == 8 && $7 == "R" { n++; if (n == 2) print $3 }')
[ -n "$leaf" ] && [ -n "$ro" ] || { echo "no leaf or read-only LOAD in ucalls" >&2; exit 77; }
"$SONDA" -q -n "pid\$target::leaf:entry {
	@[umod(uregs[R_PC] - $((0x$leaf)))] = sum(1);
	@[umod(uregs[R_PC])] = sum(2);
	@[umod(uregs[R_PC] + 4)] = sum(4);
	@[umod(uregs[R_PC] - $((0x$leaf)) + $(($ro)))] = sum(8);
	exit(0);
}" -c "$SONDA_TRIGGERS/ucalls 1 0"
