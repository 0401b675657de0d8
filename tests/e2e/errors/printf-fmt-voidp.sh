# A void pointer as printf( )'s format passes its "string" prototype (a
# char array: dt_node_is_ptrcompat( ) takes a pointer to void for any
# pointer or array) and is refused when DTrace generates the action, where
# the format must be a string constant (D_PRINTF_ARG_FMT, dt_cg.c's
# dt_cg_act_printf( )); a pointer to another type fails the prototype.
for e in 'printf(vp)' 'printf((void *)0, 1)' 'printf(ip)'; do
	"$SONDA" -e -x errtags -n "void *vp; int *ip; BEGIN { $e; }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
