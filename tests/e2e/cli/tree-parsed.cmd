"$SONDA" -x tree=1 -e -n 'BEGIN /-1 < 2 && 7 % 4 == 3/ { self->a[1, 2] = 0x10u + 1; this->b = (1 ? -2 : x) * 3; c = (char)sizeof ("ab") + ~0; @[1 << 2] = count(); d = curthread->pid; e = !4 ? 5 : 6; f = sizeof (int) + sizeof (d); g = (uint8_t)-1 + (long)'\''a'\''; h = (char *)0; }'
# -x tree=1: the parse tree (pass 1), before names are resolved: IDENT and
# OP nodes untyped, constants typed and folded as DTrace's parser folds
# them (operators, casts, sizeof of a type or string, ?: on a constant), a
# key list showing only its first key, as DTrace prints it.
# @@noroot
