"$SONDA" -x aggsize=1 -x nspec=0 -qn 'BEGIN { @ = count(); exit(0); }'
# DTrace creates the aggregation maps before the speculation map
# (dt_bpf_gmap_create()): an aggsize too small is the error met first.
# @@status: 1
