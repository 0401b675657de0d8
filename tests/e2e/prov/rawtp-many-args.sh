# A raw tracepoint of more than ten arguments lists them all (args[10]..),
# as DTrace's rawtp probe_info() gives every parameter of the kernel's
# btf_trace_EVENT type but the first (the context): ras:mc_event has 12
# (sonda listed ten).
"$SONDA" -l -n rawtp:ras::mc_event >/dev/null 2>&1 ||
	{ echo "no rawtp:ras::mc_event on this kernel" >&2; exit 77; }
"$SONDA" -lv -n rawtp:ras::mc_event | sed -n '/Argument Types/,$p'
