"$SONDA" -l -V
# @@status: 2
# @@stderr-match: ^sonda: only one of the \[-GhlV\] options can be specified at a time$
# @@noroot
