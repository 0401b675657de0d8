"$SONDA" -x nosuchoption -n 'BEGIN { exit(0); }'
# @@status: 1
# @@stderr-match: ^sonda: failed to set -x nosuchoption: Invalid option name$
