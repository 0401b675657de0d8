# -F at syscall probes, as DTrace's dt_flowindent() and chew() (see
# data/flowindent-syscall.d); the CPU column is masked.
"$SONDA" -F -c "$SONDA_TRIGGERS/getppid 2" -s data/flowindent-syscall.d 2>/dev/null |
	sed 's/^ *[0-9][0-9]* /  N /'
