"$SONDA" -x errtags -n 'pid$target::up_no_such_function:entry { }' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/'
# a function no module has, with no module named: no probes (DTrace's D_PROC_FUNC is only for a named module)
# @@status: 1
