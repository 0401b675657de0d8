# Two containers (mount and pid namespaces, made with unshare) each run
# their own copy of one program, at different paths on tmpfs mounts of
# their own. A provider glob (upid*) finds both: each process's probes
# are on its own file (another inode), though both copies, having one
# build-id, are read once; each fires with its own host pid and the
# module name its container knows.
# @@timeout: 60
T=$SONDA_TRIGGERS/upid
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
start() {
	unshare -m -p -f --kill-child --mount-proc sh -c "mount -t tmpfs none /mnt &&
		cp $T /mnt/$1 && exec /mnt/$1 100000 2000" 2> /dev/null &
}
pidof_comm() {
	for p in /proc/[0-9]*; do
		[ "$(cat $p/comm 2> /dev/null)" = "$1" ] && echo ${p#/proc/} && return
	done
}
start one$$
u1=$!
start two$$
u2=$!
for i in $(seq 1 100); do
	c1=$(pidof_comm one$$)
	c2=$(pidof_comm two$$)
	[ -n "$c1" ] && [ -n "$c2" ] && break
	sleep 0.1
done
[ -n "$c1" ] && [ -n "$c2" ] || { echo "the programs did not start" >&2; kill $u1 $u2; exit 1; }
[ "$(stat -L -c %d:%i /proc/$c1/exe)" != "$(stat -L -c %d:%i /proc/$c2/exe)" ] && echo "two files"
"$SONDA" -q -x aggsortkey -n '
upid*:::round /pid == $1 || pid == $2/ {
	@[pid == $1 ? "first" : "second", probemod,
	    probeprov == strjoin("upid", lltostr(pid))] = count();
}
upid*:::round /pid == $1/ { n1++; }
upid*:::round /pid == $2/ { n2++; }
upid*:::round /n1 >= 3 && n2 >= 3/ { exit(0); }
END { printa("%s %s probeprov-ok=%d %@d\n", @); }' "$c1" "$c2" |
	sed -e "s/one$$/ONE/" -e "s/two$$/TWO/" -e 's/ [0-9]*$/ N/'
echo "sonda exit status ${PIPESTATUS[0]}"
exec 2> /dev/null
kill -KILL $c1 $c2 $u1 $u2
wait
