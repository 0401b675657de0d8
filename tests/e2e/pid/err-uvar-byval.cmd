"$SONDA" -x errtags -n 'pid$target:a.out:ut_byval:entry { trace(`p.x); }' -c "$SONDA_TRIGGERS/utyped 1"
# A struct passed by value lives in a register at entry: sonda says it cannot read it.
# @@status: 1
# @@stderr-match: \[D_IDENT_UNDEF\] in action list: failed to resolve `p: optimized out or in a place sonda cannot read at pid[0-9]+:utyped:ut_byval:entry$
