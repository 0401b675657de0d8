"$SONDA" -x errtags -n 'pid999999:::entry { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
