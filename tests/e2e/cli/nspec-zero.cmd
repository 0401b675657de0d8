"$SONDA" -x nspec=0 -qn 'BEGIN { exit(0); }'
# DTrace makes a map of nspec speculation buffers, which the kernel refuses
# empty: nspec=0 fails when tracing starts, in DTrace's words
# @@status: 1
