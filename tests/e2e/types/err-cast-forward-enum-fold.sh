# A cast to an enum that is only a forward declaration (one named but never
# defined, here or in the kernel, or declared "enum e;") is no integer to
# dt_node_op2( ) (dt_node_is_integer( ) of a CTF forward): it does not fold, so
# no division by zero is seen in it and a ?: of it is not folded away; cooking
# the cast then refuses it (D_CAST_INVAL). A defined enum, a D one, one of no
# name or the kernel's, folds (sonda folded every enum cast in its parser).
for p in 'x = 1 / (enum zz_undefined)0;' 'x = (enum zz_undefined)0 ? 1 : 2;' \
	'x = 1 % (zt)0;' 'x = 1 / (enum ze)0;' 'x = 1 / (enum zd)0;' \
	'x = 1 / (enum { ZQ })0;' 'x = 1 / (enum pid_type)0;'; do
	"$SONDA" -e -x errtags -n "typedef enum zz_undefined zt; enum ze; enum zd { ZA }; BEGIN { $p }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
