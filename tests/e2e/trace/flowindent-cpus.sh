# -F keeps each CPU's indentation (and last record) apart, as DTrace's
# dt_consume_cpu() keeps them for each CPU's buffer: two getppid triggers
# pinned to CPUs 0 and 1 at once only ever show "=> getppid" and
# "<= getppid" at the first column, on each CPU (sonda indented one CPU's
# entries under the other's, as their records interleaved in its one
# buffer). The distinct lines only; a large buffer, as a record lost under
# load (a drop) would leave an indentation behind.
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs" >&2; exit 77; }
"$SONDA" -F -b 32m -n 'syscall::getppid:entry,syscall::getppid:return /progenyof($pid)/ {}' \
	-c "taskset -c 0 $SONDA_TRIGGERS/getppid 20000" -c "taskset -c 1 $SONDA_TRIGGERS/getppid 20000" 2>/dev/null |
	sort -u
