"$SONDA" -qn 'BEGIN { exit(257); }'
# exit() keeps the low 8 bits.
# @@status: 1
