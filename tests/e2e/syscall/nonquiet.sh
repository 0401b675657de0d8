# Non-quiet syscall output with the CPU and probe ID columns masked.
set -o pipefail
"$SONDA" -n 'syscall::getppid:entry /pid == $target/ { trace(1); }' \
	-c "$SONDA_TRIGGERS/getppid 2" |
	sed -E 's/^ *[0-9]+ +[0-9]+ /  C      I /'
