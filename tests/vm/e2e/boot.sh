# The guest works: sonda runs BEGIN, and the kernel has BTF.
test -r /sys/kernel/btf/vmlinux || { echo "no BTF"; exit 1; }
$SONDA -qn 'BEGIN { printf("hello from %s\n", "guest"); exit(0); }'
