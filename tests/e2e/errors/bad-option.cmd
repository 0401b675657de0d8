"$SONDA" -K
# @@status: 2
# @@stderr-match: ^Usage: sonda \[-32\|-64\]
# @@noroot
