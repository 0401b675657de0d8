# DTrace's D container holds copies of the kernel types its D library's
# declarations lead to (procfs.d's struct tty_struct *pr_ttydev, ip.d's
# in6_addr_t...: libctf's ctf_add_type( ) copies every type they name,
# point to or hold), so a program may not declare one of those names again
# (dt_decl_sou( ) and dt_decl_enum( ) D_DECL_TYPERED, dt_node_decl( )
# D_DECL_IDRED: atomic_t, gfp_t escaped sonda's check of its own typedef
# table). A union, a kernel struct or enum it never copied and a typedef
# it never copied may be declared.
for p in 'struct list_head { int x; };' 'struct task_struct { int x; };' \
    'enum pid_type { A };' 'typedef int atomic_t;' 'typedef unsigned int gfp_t;' \
    'int atomic_t;' 'union sigval { int x; };' 'struct inet_sock { int x; };' \
    'enum flow_cls_command { A };' 'typedef int comp_t;' 'struct task_struct *p;'; do
	printf '%s\nBEGIN { exit(0); }\n' "$p" >"$SONDA_TEST_TMP/k.d"
	"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/k.d" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
