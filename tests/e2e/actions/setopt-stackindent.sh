# setopt("stackindent") while tracing: stackindent is a dynamic option
# (dt_options.c's _dtrace_drtoptions), so each stack( ) printed after the
# setopt( ) record is indented by the new value: "3"; no value, which
# DTrace's consumer passes as "1" (dt_consume.c, DT_ACT_SETOPT); "no"
# unsets it, back to the 14 blanks of _dtrace_stkindent. Offsets are cut.
"$SONDA" -qn 'syscall::getppid:entry /pid == $target/ {
	setopt("stackindent", "3"); stack(1);
	setopt("stackindent"); stack(1);
	setopt("stackindent", "no"); stack(1);
	exit(0);
}' -c "$SONDA_TRIGGERS/getppid 1" | sed 's/`.*$/`FRAME|/'
