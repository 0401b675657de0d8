# tests/lib/bpfprogs.sh - sourced by the kill-safety tests: which BPF
# programs a sonda owned, and whether any of them outlived it. Counts only
# the programs of the sondas under test (other sondas may run meanwhile).

# IDs of the BPF programs owned by process $1: those bpftool names it the
# owner of (where bpftool can tell), and those its program and link fds
# hold (their fdinfo's prog_id)
owned() {
	{
		bpftool -j prog show 2>/dev/null | python3 -c '
import json, sys
for p in json.load(sys.stdin):
    if any(o.get("pid") == int(sys.argv[1]) for o in p.get("pids", [])):
        print(p["id"])' "$1"
		cat /proc/"$1"/fdinfo/* 2>/dev/null | sed -n 's/^prog_id:[[:space:]]*//p'
	} | sort -u
}

# How many of the IDs in $ids still exist
left() {
	local all=" $(bpftool -j prog show 2>/dev/null | python3 -c '
import json, sys
print(" ".join(str(p["id"]) for p in json.load(sys.stdin)))') " n=0
	for i in $ids; do [[ $all == *" $i "* ]] && n=$((n + 1)); done
	echo $n
}

# Waits up to 10 s for the programs in $ids to go, then says whether any
# were seen and whether any are left.
report_left() {
	for _ in $(seq 1 100); do
		[ "$(left)" = 0 ] && break
		sleep 0.1
	done
	[ -n "$ids" ] && echo "saw sonda's programs" || echo "never saw a program"
	[ "$(left)" = 0 ] && echo "no program left" || echo "programs left: $(left)"
}
