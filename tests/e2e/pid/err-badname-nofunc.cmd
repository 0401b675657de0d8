"$SONDA" -x errtags -n 'pid$target:a.out:up_nosuch:zz { }' -c "$SONDA_TRIGGERS/upid 1"
# the function is looked up before the name is read (DTrace's dt_pid_per_mod, then dt_pid_per_sym)
# @@status: 1
