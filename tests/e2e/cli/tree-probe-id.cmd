"$SONDA" -x tree=4 -e -n '1 { trace(1); }' 2>&1 | grep PDESC
# A clause named by a probe ID: its PDESC names the probe and its ID (as
# dt_node_pdesc_by_id fills it), others [0].
# @@noroot
