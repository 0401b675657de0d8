# The syscall provider dispatches every probe from raw_syscalls (one
# program per direction tail-calls the probe of the current system call):
# the same script gives the same output through the per-syscall
# tracepoints (SONDA_NO_RAW_SYSCALLS=1), with each probe's own ID (as -l
# lists it), probe names, arguments, errno, and clauses in script order.
ids=$("$SONDA" -l -s data/dispatch.d | awk '$5 == "entry" { print $4, $1 }' | sort -u)
run() {
	"$SONDA" -q -s data/dispatch.d -c "$SONDA_TRIGGERS/sysmix" |
		while read -r tag pf id rest; do
			[ -n "$tag" ] || continue
			if [ "$tag" = B ]; then
				want=$(echo "$ids" | awk -v f="${pf%%:*}" '$1 == f { print $2 }')
				[ "$id" = "$want" ] && id=ID || id="ID $id (-l: $want)"
			fi
			echo "$tag $pf $id $rest" | sed 's/ *$//'
		done
}
echo "raw_syscalls:"
run
echo "per-syscall tracepoints:"
SONDA_NO_RAW_SYSCALLS=1 run
