# self and this alone are identifiers in DTrace's grammar (primary
# expressions made with dt_node_ident( )): a parenthesized self or this
# before -> still names a variable, and anywhere else they are the
# global pointers dt_open.c declares, of type void: D_IDENT_BADREF as a
# scalar, D_FUNC_IDKIND as a function, and E[k] is *(E + k), void + k
# (sonda said "syntax error" for each).
"$SONDA" -qn 'BEGIN { (self)->x = 1; ((this))->y = 2; trace((self)->x + this->y); exit(0); }'
echo "status $?"
for e in 'trace(self)' 'trace(this)' 'x = self' 'self = 1' 'self++' 'this.x = 2' \
	'trace(sizeof (self))' 'trace(*this)' 'self()' 'this(1, 2)' 'self[1] = 2' \
	'trace(this["a"])'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | grep -o '\[D_.*'
	echo "status ${PIPESTATUS[0]}"
done
