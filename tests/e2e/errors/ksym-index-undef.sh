# `sym[i] indexes the kernel symbol sym (DTrace's dt_xcook_ident( ) never
# makes a variable of a scoped name): a symbol the kernel lacks is
# D_IDENT_UNDEF "failed to resolve", as `sym alone is, not an associative
# array never assigned (D_VAR_UNDEF).
# @@noroot
"$SONDA" -x errtags -e -n 'BEGIN { trace(`sonda_no_such_sym[0] / 65536); }' 2>&1 | sed -n 1p
echo "status ${PIPESTATUS[0]}"
"$SONDA" -x errtags -e -n 'BEGIN { trace(vmlinux`sonda_no_such_sym[1]); }' 2>&1 | sed -n 1p
