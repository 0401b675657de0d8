"$SONDA" -l -n 'pid$target::*.*:entry' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/'
# a glob over functions skips names with '.' or '@' (foo.cold, foo.constprop.0: DTrace's dt_pid_sym_filt)
