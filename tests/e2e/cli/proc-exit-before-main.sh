# A -c command that exits before main( ) (a constructor's _exit( )) was
# made: DTrace's dt_proc_create_thread( ) fails only a process libproc's
# Pcreate( ) could not start (dpr_proc NULL: "No such process"), so
# dtrace(1) compiles and traces, and ends once it sees the death (no
# message, status 0), at every evaltime. A shell script that execs false
# reaches sh's main( ) and runs as any command.
exec 2>&1
for et in postinit main preinit exec; do
	"$SONDA" -q -x evaltime=$et -c "$SONDA_TRIGGERS/preexit" \
		-n 'BEGIN { printf("target %s\n", $target > 0 ? "set" : "unset"); }' \
		-n 'END { printf("end\n"); }'
	echo "$et: status $?"
done
"$SONDA" -x errtags -c "$SONDA_TRIGGERS/preexit" -n 'BEGIN { exit(0); }' | sed 's/^ *[0-9]* /CPU /'
echo "errtags: status ${PIPESTATUS[0]}"
d=$(mktemp -d)
printf '#!/bin/sh\nexec false\n' > "$d/s.sh"
chmod 755 "$d/s.sh"
"$SONDA" -q -c "$d/s.sh" -n 'END { printf("script end\n"); }'
echo "script: status $?"
rm -r "$d"
