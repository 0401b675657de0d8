"$SONDA" -x errtags -n '999999 { x = ; }'
# a probe ID that names no probe is refused when the description is parsed,
# before the clause's syntax error, as DTrace's dt_node_pdesc_by_id() does
# @@status: 1
