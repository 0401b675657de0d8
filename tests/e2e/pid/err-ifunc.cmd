for f in libc.so.6:strlen libc.so.6:environ; do "$SONDA" -x errtags -n "pid\$target:$f:entry { }" -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/'; echo "status $?"; done
# libproc's symbol tables (Psymtab.c's optimize_symtab()) hold STT_FUNC and data symbols but no STT_GNU_IFUNC, as libc's strlen:
# named in a named module it is D_PROC_FUNC (dt_pid_per_mod()); a data object (environ) is found but is no function: nothing
