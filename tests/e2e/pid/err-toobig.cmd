"$SONDA" -x errtags -n 'pid$target:a.out:up_add:100 { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
