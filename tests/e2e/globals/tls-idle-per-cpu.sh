# self-> variables of thread id 0 (each CPU's idle task, whose context a
# profile probe fires in while the CPU idles) are that CPU's own, as
# DTrace's dt_tlskey( ) (bpf/get_dvar.c) keys tid 0 by the CPU: what the
# idle context of one CPU stores, another CPU's idle context does not read.
# Skipped unless at least two CPUs idled during the run.
"$SONDA" -qn '
self int c;
profile-997 /tid == 0 && self->c && self->c != cpu + 1/ { other++; }
profile-997 /tid == 0 && !seen[cpu]/ { seen[cpu] = 1; ncpu++; }
profile-997 /tid == 0/ { self->c = cpu + 1; }
tick-4s { printf("%d %d\n", ncpu, other); exit(0); }' > "$SONDA_TEST_TMP/out" || exit 1
read -r ncpu other < "$SONDA_TEST_TMP/out"
if [ "${ncpu:-0}" -lt 2 ]; then
	echo "fewer than two CPUs idled ($ncpu)" >&2
	exit 77
fi
echo "idle self-> variables read on another CPU: $other"
