"$SONDA" -x errtags -n 'pid$target:libc:-:800 { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
