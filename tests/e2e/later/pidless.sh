# A USDT provider named without a process ID (upid:::round) is that
# provider in every process that has it, as upid*:::round is: the probe
# fires in a running process, with probeprov upid<PID>. A name of one of
# sonda's own providers is not looked for in processes.
T=$SONDA_TRIGGERS/upid
"$T" 1000000 2000 > /dev/null &
p=$!
"$SONDA" -q -n '
upid:::round /pid == $1 && ++n == 3/ {
	printf("probeprov upid<PID>: %d, arg0 > 0: %d\n",
	    probeprov == strjoin("upid", lltostr($1)), arg0 > 0);
	exit(0);
}' $p
echo "sonda exit status $?"
"$SONDA" -l -n upid:::round | awk -v p=upid$p '$2 == p { print "listed:", $4, $5 }'
kill $p
"$SONDA" -n 'syscall:::nosuch { }' 2>&1 | sed -n 's/^.*error: //p'
