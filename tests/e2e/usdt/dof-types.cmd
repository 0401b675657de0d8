"$SONDA" -lv -c "$SONDA_TRIGGERS/udof 1" -n 'udof$target::udof_work:tick' | sed -n '/Argument Types/,$p'
# -lv shows a DOF probe's native argument types (DOF_SECT_PROBES nargv);
# args[N] has that type.
