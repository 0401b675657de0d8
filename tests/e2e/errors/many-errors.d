BEGIN { x = "a" << 1; }
END { y = nosuch(); }
tick-1s { @a = count(); @a = sum(1); }
/*
 * Every clause of the program is checked: sonda's own format reports each
 * error (DTrace's forms, with -x errtags, report the first: errtags-*.d).
 * @@status: 1
 * @@stderr-match: ^many-errors\.d:1:13: error: operator << requires operands of integral type \[D_OP_INT\]$
 * @@stderr-match: ^many-errors\.d:2:11: error: undefined function name: nosuch \[D_FUNC_UNDEF\]$
 * @@stderr-match: ^many-errors\.d:3:25: error: aggregation redefined: @a$
 */
