"$SONDA" -x errtags -n 'pid$target:a.out:up_add:-1 { }' -c "$SONDA_TRIGGERS/upid 1"
# strtoull(3) reads -1 as the largest offset: past the function's end
# @@status: 1
