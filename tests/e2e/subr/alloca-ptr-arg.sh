# A subroutine's pointer argument into alloca( )'d memory is access-checked
# as DTrace's dt_cg_check_ptr_arg( ) checks it (dt_cg_alloca_access_check( )):
# 8 bytes, the size of the pointer itself, must lie in what the clause has
# allocated (alloca(4) allocates 8): below the first allocation or at or past
# the top is an invalid address (named by its scratch offset), across the
# top an invalid size (8).
for e in 'strlen((char *)p)' 'strlen((char *)p - 1)' 'strlen((char *)p + 4)' \
	'strlen((char *)p + 8)' 'strjoin("a", (char *)p + 8)' 'substr((char *)p + 4, 1)' \
	'basename((char *)p - 8)' 'index((char *)p + 12, "a")' 'strchr((char *)p + 8, 0)' \
	'link_ntop(1, p)' 'link_ntop(1, (char *)p + 4)' 'inet_ntoa((ipaddr_t *)p + 2)' \
	'inet_ntoa6((struct in6_addr *)((char *)p + 1))' 'd_path((struct path *)((char *)p + 9))' \
	'strtok((char *)p + 8, " ")' 'strtok("a b", (char *)p + 4)'; do
	printf '%s: ' "$e"
	"$SONDA" -qn "BEGIN { p = alloca(4); x = $e; printf(\"ok\\n\"); exit(0); }
		ERROR { printf(\"fault %d %d\\n\", arg4, arg5); exit(0); }" 2>/dev/null | sed '/^$/d'
done
