"$SONDA" -x errtags -n 'pid$target:nosuchlib:up_add:zz { }' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/'
# a module the process does not have: no function, so no name is read, and nothing matches
# @@status: 1
