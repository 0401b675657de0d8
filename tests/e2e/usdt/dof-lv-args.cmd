"$SONDA" -lv -c "$SONDA_TRIGGERS/udof3 1" -n 'udofarg$target::udof3_args:args' | sed -n '/Argument Types/,$p'
# -lv shows every native argument type of a DOF probe, the seventh and
# eighth (on the stack) included.
