# "T *" of a typedef T, as dt_decl_type( ) makes it with dt_type_pointer( ):
# dt_type_lookup( ) finds T in the D container first, where the D library's
# declarations copied many kernel typedefs (ctf_add_type( ) of what
# struct tty_struct, __be32, loff_t... lead to), else in the kernel's
# types; libctf's ctf_type_pointer( ) then takes that container's pointer
# to T, else its pointer to what T resolves to, else a new "T *" is made.
# So uid_t * is unsigned int * (no pointer to D's copy of uid_t), u32 *
# stays, key_perm_t * stays (its copy resolves through D's own uint32_t, a
# C "unsigned" nothing points to), mode_t * (kernel only) is the kernel's
# unsigned int *. A program's typedef of a kernel type is its copy in D.
# What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
for t in uid_t gid_t dev_t mode_t loff_t size_t u32 __u64 __be16 __be32 sector_t \
	 gfp_t umode_t key_perm_t Elf64_Half __kernel_loff_t ipaddr_t uint32_t; do
	echo "$t"
	"$SONDA" -e -x errtags -n "BEGIN { x = (struct task_struct *)0 == ($t *)0; }" 2>&1 |
		sed 's/^[^:]*: invalid probe specifier.*: \[/[/'
done
for t in loff_t key_perm_t u32 mode_t ipaddr_t 'unsigned int' 'struct in6_addr'; do
	echo "typedef $t foo_t"
	"$SONDA" -e -x errtags -n "typedef $t foo_t;
		BEGIN { x = (struct task_struct *)0 == (foo_t *)0; }" 2>&1 |
		sed 's/^[^:]*: invalid probe specifier.*: \[/[/'
done
