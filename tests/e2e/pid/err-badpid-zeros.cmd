"$SONDA" -x errtags -n 'pid00:::entry { }' -c "$SONDA_TRIGGERS/upid 1"
# @@status: 1
