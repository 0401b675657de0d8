# -x bpflog: as DTrace's dt_bpf_load_prog( ), every program is loaded with
# the verifier's log, printed on stderr a line at a time after "BPF: " (the
# statistics included); a log larger than bpflogsize fails the load with
# DTrace's advice and message.
out=$("$SONDA" -x bpflog -qn 'BEGIN { trace("ok"); exit(0); }' 2>"$SONDA_TEST_TMP/err")
echo "rc=$? out=$out"
grep -v '^BPF: ' "$SONDA_TEST_TMP/err"
grep -c '^BPF: processed [0-9]* insns' "$SONDA_TEST_TMP/err" | sed 's/^[1-9][0-9]*$/stats/'
# without it, nothing of the log
"$SONDA" -qn 'BEGIN { exit(0); }' 2>&1 | grep -c '^BPF: '
"$SONDA" -x bpflog -x bpflogsize=1000 -qn 'BEGIN { exit(0); }'
echo "rc=$?"
# the kernel takes the low 32 bits of the size (1000 here); the advice
# names the option's value, as DTrace's %ld of its size_t does
"$SONDA" -x bpflog -x bpflogsize=4294968296 -qn 'BEGIN { exit(0); }' 2>&1 |
	grep 'Current size'
