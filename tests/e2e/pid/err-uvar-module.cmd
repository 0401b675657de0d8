"$SONDA" -x errtags -n 'pid$target:a.out:ut_measure:entry { trace(a.out`nosuch); }' -c "$SONDA_TRIGGERS/utyped 1"
# @@status: 1
# @@stderr-match: ^sonda: invalid probe specifier .*: \[D_IDENT_UNDEF\] in action list: failed to resolve a.out`nosuch: no global variable of that name in module a.out of pid[0-9]+$
