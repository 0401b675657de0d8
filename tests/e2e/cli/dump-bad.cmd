"$SONDA" -e --dump=ast,cfg -n 'BEGIN { trace(1); }'
# @@noroot
# @@status: 1
