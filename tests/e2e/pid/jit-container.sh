# JIT frames of a process in a container: tests/triggers/ujit runs in its
# own pid and mount namespaces with a private /tmp (unshare -m -p -f), so
# it writes its perf map as /tmp/perf-1.map inside its own root, pid 1
# being its pid there. sonda, attached with -p to its pid out here, reads
# /proc/PID/root/tmp/perf-NSPID.map (NSpid in /proc/PID/status) and names
# the JIT frames from it, at END after the process exited too.
# @@timeout: 30
command -v unshare > /dev/null || { echo "unshare is not installed" >&2; exit 77; }
# The tree may be under /tmp, which the private tmpfs hides: ujit runs
# from a folder of its own under /var/tmp, which it sees as the host does.
dir=$(mktemp -d /var/tmp/sonda-ujit.XXXXXX) || exit 1
trap 'rm -rf "$dir"' EXIT
cp "$SONDA_TRIGGERS/ujit" "$dir/ujit"
go="$dir/go"
unshare -m -p -f --mount-proc sh -c \
	"mount -t tmpfs none /tmp && exec $dir/ujit 2 $go" > "$SONDA_TEST_TMP/ujit.out" &
sh_pid=$!
for i in $(seq 100); do
	pid=$(cat "/proc/$sh_pid/task/$sh_pid/children" 2>/dev/null | awk '{ print $1 }')
	[ -n "$pid" ] && [ "$(readlink "/proc/$pid/exe")" = "$dir/ujit" ] && break
	pid=
	sleep 0.1
done
[ -n "$pid" ] || { echo "ujit did not start in its namespaces" >&2; kill $sh_pid; exit 1; }
awk '/^NSpid:/ { print "NSpid fields:", NF - 1, "innermost:", $NF }' "/proc/$pid/status"
"$SONDA" -q -p "$pid" -n '
BEGIN { system(": > '"$go"'"); }
pid$target:a.out:ujit_hook:entry { @s[ustack(3)] = count(); }
' -w | sed -e 's/main+0x[0-9a-f]*/main+{off}/' -e 's/0x7[0-9a-f]\{11\}\b/{anon}/'
wait $sh_pid
cat "$SONDA_TEST_TMP/ujit.out"
[ -e /tmp/perf-1.map ] && echo "a perf-1.map out here" || true
