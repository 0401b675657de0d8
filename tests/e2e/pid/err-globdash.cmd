"$SONDA" -x errtags -n 'pid$target::-:10* { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
