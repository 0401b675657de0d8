# A type name declaring an associative array ("int [int]") is DTrace's <DYN>
# type (dt_decl_type( ): a key signature on top of the declaration), an
# alias of void that is not void: sizeof has no size (D_SIZEOF_TYPE, as
# dt_node_op1( ) folds it), a cast to it is invalid (dt_cook_op2( ):
# dt_node_is_void( ) is false of <DYN>), xlate< > finds no translator, and
# a probe prototype refuses it (dt_decl_prototype( )); messages name it
# "dynamic variable" (dt_type_name( )). A typedef of it is a typedef of
# <DYN>, so it acts as void. sonda took the value type (int) for all.
for e in 'trace(sizeof(int [int]))' 'trace(sizeof(int [string, int][5]))' \
	 'x = (int [int])0' 'trace(xlate<int [int]>(0))' \
	 'x = sizeof(char [int]) +'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
for p in 'probe x(int [int]);' 'probe x(int, char a[int]);' 'probe x(int a) : (int a[int]);'; do
	"$SONDA" -e -x errtags -n "provider p { $p }; BEGIN { }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
for e in 'trace(sizeof(foo))' '(foo)0' 'self->x = (foo)0'; do
	"$SONDA" -e -x errtags -n "typedef int foo[int]; BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# a variable given void another way takes that type's name
"$SONDA" -e -x errtags -n 'typedef void v_t; BEGIN { x = (v_t)0; }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
