# DTrace's lexer (dt_lex.l) returns a bare "@" as the aggregation "@_", so
# the anonymous aggregation is named @_: its errors say "@_" (D_IDENT_UNDEF
# of dt_xcook_ident( ), D_AGG_REDEF of dt_cook_op2( ), dt_idcook_sign( )'s
# "@_[ ]" D_PROTO_LEN and D_PROTO_ARG), and "@_" written out is the same
# aggregation as "@".
for e in 'trace(@)' 'printa(@)' '@ = count(); @ = sum(1)' '@_ = count(); @ = max(1)' \
	'@ = count(); @[1] = count()' '@[1] = count(); @["a"] = count()' \
	'@[1] = count(); @_[1, 2] = count()'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1
	echo "$e: status ${PIPESTATUS[0]}"
done
# one aggregation: counted twice, printed once at exit
timeout 10 "$SONDA" -qn 'BEGIN { @ = count(); @_ = count(); exit(0); }'
echo "status $?"
timeout 10 "$SONDA" -qn 'BEGIN { @_[1] = sum(5); @[1] = sum(2); printa("%d %@d\n", @); exit(0); }'
echo "status $?"
