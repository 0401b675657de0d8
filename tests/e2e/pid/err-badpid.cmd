"$SONDA" -x errtags -n 'pid0:::entry { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
