# The syscall provider dispatches every probe from raw_syscalls (one
# program per direction tail-calls the probe of the current system call):
# the same script gives the same output through the per-syscall
# tracepoints (SONDA_NO_RAW_SYSCALLS=1), with each probe's own ID (as -l
# lists it), probe names, arguments, errno, and clauses in script order.
# The hundreds of per-syscall tracepoints are closed after sonda's exit by
# its detaching child (one grace period each), and a sonda started
# meanwhile waits for it: the test runs alone and waits for that too.
# @@serial
# @@timeout: 150
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
LOCK=/run/lock/sonda-detach.lock
[ -d /run/lock ] || LOCK=/tmp/sonda-detach.lock
[ ! -e "$LOCK" ] || flock -w 120 "$LOCK" true
