# ERROR clauses run inside the faulting firing (see data/error-inline.d).
"$SONDA" -s data/error-inline.d 2>&1 | sed 's/pc [0-9]*/pc N/'
