# -F's indentation and last record are dt_consume_cpu()'s locals, zeroed
# (memset of pdat) each time a CPU's buffer is read: entries without their
# returns, read one at a time (a getppid(2) every 200 ms), each start at
# the first column (sonda kept indenting them across reads: 0, 2, 4). The
# CPU column is masked.
"$SONDA" -F -n 'syscall::getppid:entry /pid == $target/ {}' -c "$SONDA_TRIGGERS/getppid 3 200000" 2>/dev/null |
	sed 's/^ *[0-9][0-9]* /  N /'
