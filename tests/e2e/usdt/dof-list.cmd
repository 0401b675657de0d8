"$SONDA" -l -c "$SONDA_TRIGGERS/udof 1" -n 'udof$target:::' | awk 'NR > 1 { sub(/[0-9]+$/, "PID", $2); print $2, $3, $4, $5 }'
# DOF probes (.SUNW_dof, as `dtrace -G` links them) are listed like stapsdt
# ones: provider with the pid, module, the function the DOF names, name.
