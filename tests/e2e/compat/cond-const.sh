# ?: with an integer constant condition is folded as DTrace's parser folds
# it: only the chosen operand is kept and checked, so an action may be
# chosen (a literal, an integer inline, a macro argument, defaultargs); a
# condition that is not constant still refuses actions (D_OP_ACT).
"$SONDA" -qn 'BEGIN { 0 ? printf("a\n") : printf("b\n"); 1 ? printf("c\n") : trace(1); }
BEGIN { exit(0); }'
"$SONDA" -qn 'inline int X = 0; inline int Y = X + 2;
BEGIN { X ? trace(1) : 1; Y ? printf("y%d\n", Y) : printf("n\n");
	printf("%s\n", X ? "x" : "not x"); exit(0); }'
"$SONDA" -qn 'BEGIN { $1 ? printf("arg %d\n", $1) : printf("no arg\n"); exit(0); }' 7
"$SONDA" -x defaultargs -qn 'BEGIN { $1 ? printf("arg\n") : printf("no arg\n"); exit(0); }'
"$SONDA" -qn 'BEGIN { x = 1; x ? printf("a\n") : printf("b\n"); exit(0); }' 2>&1 |
	grep -o 'D_OP_ACT'
