"$SONDA" -x errtags -n 'pid$target:a.out:up_no_such_function:entry { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
