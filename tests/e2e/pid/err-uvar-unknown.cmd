"$SONDA" -x errtags -n 'pid$target:a.out:ut_measure:entry { trace(`nosuch); }' -c "$SONDA_TRIGGERS/utyped 1"
# @@status: 1
# @@stderr-match: ^sonda: invalid probe specifier .*: \[D_IDENT_UNDEF\] in action list: failed to resolve `nosuch: no parameter, local or global variable of that name at pid[0-9]+:utyped:ut_measure:entry$
