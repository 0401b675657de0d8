"$SONDA" -x oformat=xml -n 'BEGIN { exit(0); }'
# an unknown output format: one line, exit 1, nothing traced
# @@status: 1
# @@noroot
