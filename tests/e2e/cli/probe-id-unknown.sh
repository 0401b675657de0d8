# DTrace's dt_node_pdesc_by_id: a probe ID that names no probe is D_PDESC_INVAL
# when the program is compiled, listed (-l) or not, and past UINT_MAX is too big
"$SONDA" -x errtags -e -n '4000000 { }'; echo "status $?"
"$SONDA" -x errtags -e -n '99999999999 { }'; echo "status $?"
"$SONDA" -x errtags -l -i 0; echo "status $?"
