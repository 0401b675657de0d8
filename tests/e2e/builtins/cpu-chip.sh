# chip and curcpu->cpu_chip are the physical package of the CPU the probe
# fires on, as sysfs gives it (DTrace for Linux reads it there too): BEGIN,
# in sonda's own thread pinned to each CPU in turn, compares them with the
# file's value.
set -o pipefail
for c in $(seq 0 $(($(nproc) - 1))); do
	f=/sys/devices/system/cpu/cpu$c/topology/physical_package_id
	[ -r "$f" ] || continue
	want=$(cat "$f")
	taskset -c $c "$SONDA" -qn "BEGIN { printf(\"%s\\n\", chip == $want &&
	    curcpu->cpu_chip == $want && cpu == $c ? \"ok\" : \"bad cpu $c\"); exit(0); }" ||
		echo "cpu $c: status $?"
done | sort -u
