# A process in a container of its own (mount and pid namespaces, made
# with unshare) runs a program from a tmpfs that the container then
# mounts another tmpfs over: the path the process maps it by reaches
# nothing, neither from the container nor through /proc/PID/root. sonda
# finds the program through /proc/PID/map_files: its USDT and pid probes
# fire, probemod is the name the container knows, and ustack() names
# its functions from the mapped file.
# @@timeout: 60
T=$SONDA_TRIGGERS/upid
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
name=hid$$
unshare -m -p -f --kill-child --mount-proc sh -c "mount -t tmpfs none /mnt &&
	cp $T /mnt/$name && { /mnt/$name 100000 2000 & } && sleep 0.5 &&
	mount -t tmpfs none /mnt && wait" 2> /dev/null &
u=$!
c=
for i in $(seq 1 100); do
	for p in /proc/[0-9]*; do
		[ "$(cat $p/comm 2> /dev/null)" = "$name" ] && c=${p#/proc/}
	done
	# both tmpfs on /mnt (the machine may have other tmpfs mounts)
	[ -n "$c" ] && [ "$(grep -c '^none /mnt tmpfs' /proc/$c/mounts 2> /dev/null)" -ge 2 ] &&
		break
	sleep 0.1
done
[ -n "$c" ] || { echo "the program did not start" >&2; kill $u; exit 1; }
[ -e /proc/$c/root/mnt/$name ] && echo "the program is visible in its container"
"$SONDA" -q -p "$c" -n '
int n;
pid$target:a.out:up_add:entry /n > 0 && n < 20/ { @calls[probemod == "'$name'"] = count(); }
upid$target:::round /++n == 1/ {
	printf("probemod is the container name: %d\n", probemod == "'$name'");
	ustack(2);
}
upid$target:::round /n == 20/ { exit(0); }
END { printa("up_add calls in rounds 2-20, probemod right: %d %@u\n", @calls); }' |
	sed -e "s/$name/CT/" -e 's/+0x[0-9a-f]*$/+OFF/'
echo "sonda exit status ${PIPESTATUS[0]}"
exec 2> /dev/null
kill -KILL $c $u
wait 2> /dev/null
