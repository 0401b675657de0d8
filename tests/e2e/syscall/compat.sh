# A 32-bit system call (int $0x80 from a 64-bit process) fires no syscall
# probe, as with the per-syscall tracepoints: its number (20, getpid in
# the i386 table) is writev's in the x86-64 one, so the raw_syscalls
# dispatcher must skip it (TS_COMPAT), not call writev's probe.
"$SONDA_TRIGGERS/int80" 1 ||
	{ echo "no ia32 system calls on this machine" >&2; exit 77; }
script='syscall::writev:entry /pid == $target/ { @w = count(); }
	syscall::getpid:entry /pid == $target/ { @g = count(); }
	END { printa("writev %@d\n", @w); printa("getpid %@d\n", @g); }'
"$SONDA" -qn "$script" -c "$SONDA_TRIGGERS/int80 3"
SONDA_NO_RAW_SYSCALLS=1 "$SONDA" -qn "$script" -c "$SONDA_TRIGGERS/int80 3"
