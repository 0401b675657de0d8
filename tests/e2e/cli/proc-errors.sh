# A process that cannot be made or grabbed is "No such process", exit 1,
# whatever the reason, as in DTrace for Linux: its control thread records
# why, but dt_proc_create_thread() then sets ESRCH, and dtrace(1) prints
# that. Outside DTrace's message form (-x errtags, _DTRACE_TESTING) a -c
# that cannot be made says why: "failed to execute CMD: REASON". A -p process is grabbed as libproc's Pgrab() grabs it: its memory
# and executable must be readable, which a zombie's and a kernel thread's
# are not.
exec 2>&1
d=$(mktemp -d)
printf '#!/bin/sh\n' > "$d/noexec"
chmod 644 "$d/noexec"
printf '#!/nonexistent/interpreter\n' > "$d/badinterp"
chmod 755 "$d/badinterp"
for cmd in /nonexistent/cmd no_such_command_here "$d/noexec" "$d" "$d/badinterp" ""; do
	"$SONDA" -x errtags -c "$cmd" -n 'BEGIN { exit(0); }'
	echo "status $?"
	# sonda's own form gives the reason
	"$SONDA" -c "$cmd" -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$d|DIR|"
done
# a script without #! runs, as execvp() runs it: through /bin/sh
printf 'exit 0\n' > "$d/nosh"
chmod 755 "$d/nosh"
"$SONDA" -q -c "$d/nosh" -n 'BEGIN { printf("no #!: ran\n"); }'
echo "status $?"
rm -r "$d"
# a zombie: sh's child, which the exec'd sleep never reaps
sh -c 'true & echo $! > /tmp/sonda-zombie.$$; exec sleep 5' &
parent=$!
sleep 0.5
zombie=$(cat /tmp/sonda-zombie.$parent)
rm -f /tmp/sonda-zombie.$parent
"$SONDA" -p "$zombie" -n 'BEGIN { exit(0); }'
echo "zombie: status $?"
kill $parent
for p in 0 -1; do
	"$SONDA" -p $p -n 'BEGIN { exit(0); }'
	echo "pid $p: status $?"
done
