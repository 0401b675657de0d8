# printa( ): DTrace's parser cooks every argument (dt_cook_func( )) before
# its code generator checks the aggregations and the format against each in
# turn (dt_cg_act_printa( )), so an unknown name or aggregation among the
# later arguments is the error (D_IDENT_UNDEF, "in action list: "), not the
# format's mismatch with an earlier aggregation or two aggregations' key
# signatures.
for p in 'BEGIN { @a = count(); printa("%d", @a, nosuch); }' \
	 'BEGIN { @a = count(); printa("%d", @a, @nope); }' \
	 'BEGIN { @a[1] = count(); @b[1, 2] = count(); printa(@a, @b, nosuch); }' \
	 'BEGIN { @a[1] = count(); @b["x"] = count(); printa("%d %@d\n", @a, @b, @nope); }' \
	 'BEGIN { @a = count(); printa("%s", @a, 1); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
