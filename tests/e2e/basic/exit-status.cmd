"$SONDA" -qn 'BEGIN { exit(3); }'
# @@status: 3
