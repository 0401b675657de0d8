"$SONDA" -x errtags -n 'pid$target:a.out::0x0 { }' -c "$SONDA_TRIGGERS/upid 1" 2>&1 | sed 's/pid[0-9]*:/pidN:/'
# D_PDESC_ZERO prints the description as DTrace's pid provider left it: the module found (upid for a.out), "*" for an empty function
# @@status: 1
