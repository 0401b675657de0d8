# A clause whose only actions are destructive still sends its buffer, as
# DTrace's dt_cg_clsflags() marks raise(), copyout() and copyoutstr() (and
# sonda's stop() and chill()) data-recording: the default output prints the
# probe's line for it, as for an empty clause.
"$SONDA" -w -n 'syscall::getppid:entry /pid == $target/ { n++; }
syscall::getppid:entry /pid == $target && n == 2/ { raise(9); }' \
	-c "$SONDA_TRIGGERS/getppid 5 1000" 2>/dev/null |
	sed 's/^ *[0-9]* *[0-9]* /CPU ID /'
"$SONDA" -w -n 'BEGIN { chill(1000); } BEGIN { exit(0); }' 2>/dev/null |
	sed 's/^ *[0-9]* *[0-9]* /CPU ID /'
