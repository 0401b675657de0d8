"$SONDA" -x errtags -n 'pid$target:a.out:up_*:10 { }' -c "$SONDA_TRIGGERS/upid 1"
# a glob over functions: the first one (by address) the offset is past ends the compilation, as in DTrace
# @@status: 1
