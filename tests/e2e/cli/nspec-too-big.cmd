"$SONDA" -q -x nspec=5000000000 -n 'BEGIN { exit(0); }'
# DTrace's create_gmap() refuses a map of more than UINT_MAX entries (E2BIG)
# @@status: 1
