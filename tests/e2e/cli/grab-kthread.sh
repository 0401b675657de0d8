# -p of a kernel thread: libproc's Pgrab() cannot read its executable, so
# DTrace for Linux says "No such process" (exit 1); so does sonda.
exec 2>&1
kthread=$(awk '$4 == 2 { print $1; exit }' /proc/[0-9]*/stat 2>/dev/null)
[ -n "$kthread" ] || exit 77	# no kthreadd here (a container)
"$SONDA" -p "$kthread" -n 'BEGIN { exit(0); }'
echo "kernel thread: status $?"
