"$SONDA" -x errtags -n 'pid$target:a.out:up_handle:2 { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
