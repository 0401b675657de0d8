# -l lists proc's, io's and lockstat's probes in DTrace for Linux's order
# (the order of its providers' argument tables, which also gives its IDs).
"$SONDA" -l -P proc -P io -P lockstat | awk 'NR > 1 { print $2, $NF }'
