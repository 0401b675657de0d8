"$SONDA" -qn 'BEGIN { chill(10); exit(0); }'
# @@status: 1
