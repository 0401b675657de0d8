"$SONDA" -V
# @@noroot
