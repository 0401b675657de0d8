# A kernel stack bpf_get_stack() cannot take (it fails when the per-CPU
# callchain buffer is in use in that context, as when the task another
# program was preempted in switches out) is a "bad stack" fault, as
# DTrace's dt_cg_act_stack_sub( ) makes it, not an empty stack printed as
# if the event had none. The fault code (9, with its action number above
# the low byte) shows in the listing once per kernel stack taken: a
# stack() value and a stack() key, at a raw tracepoint and at a
# tracepoint; none for ustack() or in BEGIN (no kernel stack there).
# @@noroot
faults() {	# faults D: how many bad-stack faults the listing of D has
	"$SONDA" -e -S -qn "$1" 2>&1 |
	    awk '$NF ~ /^[0-9]+$/ && $(NF-2) == "r0" && $(NF-1) == "=" && $NF % 256 == 9 { n++ } END { print n + 0 }'
}
echo "off-cpu value: $(faults 'sched:::off-cpu { stack(); }')"
echo "off-cpu key: $(faults 'sched:::off-cpu { @[stack()] = count(); }')"
echo "tracepoint: $(faults 'syscall::read:entry { stack(5); }')"
echo "ustack: $(faults 'syscall::read:entry { ustack(); }')"
echo "BEGIN: $(faults 'BEGIN { stack(); }')"
