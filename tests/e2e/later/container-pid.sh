# A process in a container of its own (mount and pid namespaces, made
# with unshare) runs a program that exists only on a tmpfs mounted inside
# it. sonda -p with its host pid must find the program through
# /proc/PID/root: pid and USDT probes fire, probemod is the name the
# container knows, pid is the host's (the container's own pid comes from
# curthread), and ustack() symbols come from the container's file. A
# provider glob (upid*) finds the process too, keyed by its host pid.
# @@timeout: 60
T=$SONDA_TRIGGERS/upid
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
name=ct$$
unshare -m -p -f --kill-child --mount-proc sh -c "mount -t tmpfs none /mnt &&
	cp $T /mnt/$name && exec /mnt/$name 100000 2000" 2> /dev/null &
u=$!
for i in $(seq 1 100); do
	c=$(cat /proc/$u/task/$u/children 2> /dev/null)
	c=${c% }
	[ -n "$c" ] && [ "$(cat /proc/$c/comm 2> /dev/null)" = "$name" ] && break
	sleep 0.1
done
[ -e /mnt/$name ] && echo "the program is visible outside its container"
echo "-p:"
"$SONDA" -q -p "$c" -n '
int n;
pid$target:a.out:up_add:entry /n > 0 && n < 20/ {
	@calls[probemod == "'$name'"] = count();
}
upid$target:::round /++n == 1/ {
	printf("host pid: %d\n", pid == $target);
	printf("pid in the container: %d\n",
	    curthread->thread_pid->numbers[curthread->thread_pid->level].nr);
	printf("probemod is the container name: %d\n", probemod == "'$name'");
	ustack(2);
}
upid$target:::round /n == 20/ { exit(0); }
END { printa("up_add calls in rounds 2-20, probemod right: %d %@u\n", @calls); }' |
	sed -e "s/$name/CT/" -e 's/+0x[0-9a-f]*$/+OFF/'
echo "sonda exit status ${PIPESTATUS[0]}"
echo "glob:"
"$SONDA" -q -n '
upid*:::round /pid == $1 && ++n == 3/ {
	printf("provider named by the host pid: %d, arg0 > 0: %d\n",
	    probeprov == strjoin("upid", lltostr($1)), arg0 > 0);
	exit(0);
}' "$c"
echo "sonda exit status $?"
kill -KILL $c $u 2> /dev/null
wait 2> /dev/null
