# A container's program (mount and pid namespaces made with unshare) is
# stripped of its symbols, and its debug file is only inside the container,
# at the build-id path of the container's /usr/lib/debug (a tmpfs mounted
# there in its mount namespace). ustack() of a USDT probe in it, traced
# with -p and the host pid, names the functions: the debug file is found
# by the build-id of the mapped object under /proc/PID/root. The host has
# no such file.
# @@timeout: 60
T=$SONDA_TRIGGERS/upid
t=$SONDA_TEST_TMP
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
[ -d /usr/lib/debug ] || { echo "no /usr/lib/debug to mount over" >&2; exit 77; }
unshare -m -p -f --mount-proc true 2> /dev/null ||
	{ echo "cannot make mount and pid namespaces" >&2; exit 77; }
name=cdbg$$
objcopy --only-keep-debug "$T" "$t/$name.debug"
strip -s -o "$t/$name" "$T"
bid=$(readelf -n "$T" | awk '/Build ID:/ { print $3 }')
d=${bid:0:2}
rest=${bid:2}
[ -e /usr/lib/debug/.build-id/$d/$rest.debug ] && echo "the host has the debug file"
nm "$t/$name" 2> /dev/null | grep -q round_once && echo "the program has symbols"
unshare -m -p -f --kill-child --mount-proc sh -c "mount -t tmpfs none /mnt &&
	mount -t tmpfs none /usr/lib/debug && mkdir -p /usr/lib/debug/.build-id/$d &&
	cp $t/$name.debug /usr/lib/debug/.build-id/$d/$rest.debug &&
	cp $t/$name /mnt/$name && exec /mnt/$name 100000 2000" 2> /dev/null &
u=$!
for i in $(seq 1 100); do
	c=$(cat /proc/$u/task/$u/children 2> /dev/null)
	c=${c% }
	[ -n "$c" ] && [ "$(cat /proc/$c/comm 2> /dev/null)" = "$name" ] && break
	sleep 0.1
done
[ -e /usr/lib/debug/.build-id/$d/$rest.debug ] && echo "the debug file is visible outside"
"$SONDA" -q -p "$c" -n 'upid$target:::round { ustack(2); exit(0); }' |
	sed -e "s/$name/CT/" -e 's/+0x[0-9a-f]*$/+OFF/'
echo "sonda exit status ${PIPESTATUS[0]}"
kill -KILL $c $u 2> /dev/null
wait 2> /dev/null
