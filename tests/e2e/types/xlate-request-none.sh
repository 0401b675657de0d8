# DTrace for Linux's io.d translates bufinfo_t and devinfo_t from a struct
# bio * and a struct buffer_head * only (dlibs/x86_64/6.10/io.d): from a
# struct request * xlate<> is D_XLATE_NONE (dt_cook_op2( ), DT_TOK_XLATE:
# dt_xlator_lookup( ) finds no input a struct request * may be passed to),
# and a program may declare such a translator itself (no D_XLATE_REDECL,
# dt_node_xlator( )), which its xlate<> uses. sonda's D library kept two
# translators from struct request * that its io provider no longer uses.
exec 2>&1
for e in 'trace(xlate<bufinfo_t *>((struct request *)arg0)->b_flags)' \
	 'trace(xlate<devinfo_t>((struct request *)arg0).dev_major)'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }"
	echo "status $?"
done
timeout 10 "$SONDA" -q -x errtags -n '
translator bufinfo_t < struct request *R > { b_flags = B_READ; b_bcount = R == NULL; };
translator devinfo_t < struct request *R > { dev_name = "req"; dev_major = 8; };
BEGIN {
	printf("%d %d %s %d\n", xlate<bufinfo_t *>((struct request *)0)->b_flags,
	    xlate<bufinfo_t>((struct request *)0).b_bcount,
	    xlate<devinfo_t *>((struct request *)0)->dev_name,
	    xlate<devinfo_t>((struct request *)0).dev_major);
	exit(0);
}'
echo "status $?"
