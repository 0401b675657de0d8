"$SONDA" -e -v -i '1 { trace(2); }'
# -v of a probe given by ID: DTrace's dt_node_pdesc_by_id() copies the
# probe's names into the description, so the report shows dtrace:::BEGIN
# with its attributes and probe information (sonda showed ":::1", Unstable,
# and no information).
