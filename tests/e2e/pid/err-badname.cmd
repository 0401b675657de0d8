"$SONDA" -x errtags -n 'pid$target:a.out:up_add:beginning { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
