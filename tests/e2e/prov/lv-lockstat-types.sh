# -lv prints the argument types of lockstat's acquire and release probes
# (the lock; adaptive-acquire-error's error), as DTrace does, whether or
# not this kernel has the kprobes that enable them.
"$SONDA" -lv -n 'lockstat:::adaptive-acquire*' -n 'lockstat:::spin-release' |
	sed -E 's/^ *[0-9]+ /   ID /' | grep -E '^   ID|args\[|None'
