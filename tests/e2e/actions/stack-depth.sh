# stack() at a system call: frames indented by 14, one per line; stackdepth > 0
"$SONDA" -q -c "$SONDA_TRIGGERS/getppid 1" -n 'syscall::getppid:entry /pid == $target/ { stack(); }' |
	awk 'NF { n++; if ($0 !~ /^              [^ ]/) bad++ } END { print (n >= 2 && !bad) ? "ok" : "bad" }'
"$SONDA" -q -c "$SONDA_TRIGGERS/getppid 1" -n 'syscall::getppid:entry /pid == $target/ { printf("%d\n", stackdepth > 0); }'
