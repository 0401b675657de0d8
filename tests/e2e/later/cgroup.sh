# The cgroup built-in variable (a sonda extension) is the cgroup v2 id of
# the current thread, the inode number of its cgroup's directory: a
# predicate on it selects one container. Two children of the -c command
# call getppid(2), one after moving itself into a cgroup of the test's
# own; only that one's calls have the cgroup's id.
T=$SONDA_TRIGGERS/getppid
[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 77; }
root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/self/mounts)
[ -n "$root" ] || { echo "no cgroup v2 hierarchy is mounted" >&2; exit 77; }
cg=$root/sonda-test-$$
mkdir "$cg" || { echo "cannot make a cgroup in $root" >&2; exit 77; }
trap 'rmdir "$cg"' EXIT
cat > "$SONDA_TEST_TMP/run.sh" <<EOS
sh -c 'echo \$\$ > "\$1/cgroup.procs" && exec "\$2" 30' x "$cg" "$T"
"$T" 20
EOS
"$SONDA" -q -n '
syscall::getppid:entry /ppid == $target && execname == "getppid"/ { @[cgroup == $1 ? "in the cgroup" : "elsewhere"] = count(); }
END { printa("%s %@u\n", @); }' -c "sh $SONDA_TEST_TMP/run.sh" "$(stat -c %i "$cg")"
echo "sonda exit status $?"
