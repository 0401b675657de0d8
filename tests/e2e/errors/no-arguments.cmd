"$SONDA"
# @@status: 2
# @@stderr-match: ^Usage: sonda \[-32\|-64\]
# @@stderr-match: ^	-Z  permit probe descriptions that match zero probes$
# @@noroot
