# &x of a kernel member: DTrace types it with the kernel's own pointer
# type (dt_type_pointer( ) in dt_parser.c: ctf_type_pointer( ) of the
# member's type, which libctf retries with the type resolved past its
# typedefs and qualifiers), making a new one only when neither exists. The
# kernel's BTF points to pid_t, so &curthread->pid is a "pid_t *"; it never
# points to clockid_t but does to int, so &...clockid is an "int *".
btf=$(bpftool btf dump file /sys/kernel/btf/vmlinux 2>/dev/null) || exit 77
id() { printf '%s\n' "$btf" | sed -n "s/^\[\([0-9]*\)\] $1 .*/\1/p" | head -1; }
ptr() { printf '%s\n' "$btf" | grep -q "^\[[0-9]*\] PTR '(anon)' type_id=$1\$"; }
clk=$(id "TYPEDEF 'clockid_t'"); pid=$(id "TYPEDEF 'pid_t'"); int=$(id "INT 'int'")
[ -n "$clk" ] && [ -n "$pid" ] && [ -n "$int" ] || exit 77
! ptr "$clk" && ptr "$pid" && ptr "$int" || exit 77
for e in '&curthread->restart_block.nanosleep.clockid' '&curthread->pid'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { x = $e; x = \"a\"; }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
done
