"$SONDA" -l -n syscall::nosuchcall:entry
# A description that matches nothing is reported; listing still exits 0.
