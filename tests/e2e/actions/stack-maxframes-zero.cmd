"$SONDA" -q -x maxframes=0 -n 'profile-97 /cpu == 0/ { stack(); exit(0); }'
# maxframes caps every stack, at 0 too: DTrace's dt_cg_stack_arg() reduces
# the frames to maxframes whatever it is, so the stack has no frame.
# One CPU's firing only: another CPU's before the stop is printed too.
