# proc's, io's and lockstat's probes are made in DTrace for Linux's order
# (the order of its providers' argument tables, which gives their IDs);
# -l -P lists them newest first, as DTrace walks the provider's hash chain.
"$SONDA" -l -P proc -P io -P lockstat | awk 'NR > 1 { print $2, $NF }'
