# An aggregation drop is told for the CPU that fired, as DTrace counts it in
# that CPU's dt_bpf_cpuinfo_t (bpf/get_agg.c, dt_no_agg()): BEGIN run on
# CPU 1 drops on CPU 1. 32 bytes of aggsize hold one entry of @a[int].
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs" >&2; exit 77; }
taskset -c 1 "$SONDA" -x aggsize=32 -qn 'BEGIN { @a[1] = count(); @a[2] = count(); @a[3] = count(); exit(0); }' 2>&1
echo "exit $?"
