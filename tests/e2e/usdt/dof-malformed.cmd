cd "$SONDA_ROOT" && "$SONDA" -Zq -c "$SONDA_TRIGGERS/udof-bad 2" -n 'udof$target::: { @ = count(); } pid$target::udof_work:entry { @w = count(); } END { printa("work %@d\n", @w); }' 2>&1 | sed -e 's/udof[0-9][0-9]*/udofPID/g' -e 's| /.*/udof-bad| TRIGGERS/udof-bad|'
# A malformed .SUNW_dof section is ignored with a warning (its probes do
# not exist); sonda does not crash and the rest of the program still works.
