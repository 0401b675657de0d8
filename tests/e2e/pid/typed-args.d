/* Typed args[] at an entry probe, from the program's DWARF: members of a
 * struct argument, a nested struct, a pointer to the same struct, a
 * string member (stringof reads user memory), a char array, an enum, bit
 * fields, and *p through an int * argument. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_handle:entry
{
	printf("%s len=%d at=%d,%d tag=%s color=%d flags=%d mode=%d out=%d\n",
	    stringof(args[0]->name), args[0]->len, args[0]->at.x, args[0]->at.y,
	    args[0]->tag, args[0]->color, args[0]->flags, args[0]->mode, *args[1]);
	printf("next: %s len=%d at.y=%d next=%p\n", stringof(args[0]->next->name),
	    args[0]->next->len, args[0]->next->at.y, args[0]->next->next);
}

pid$target:a.out:ut_color:entry
{
	printf("ut_color %d %d\n", args[0], args[1]);
}
