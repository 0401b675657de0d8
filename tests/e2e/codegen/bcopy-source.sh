# bcopy() checks a source that may have come from alloca() against the
# alloca area (an address within a window around it is taken to be one);
# a string literal or another D string never did, so its address is not
# checked: a string table lying near the area must not be taken for it
# (a false "invalid address"). The window shows as the add of its 1 MiB.
# @@noroot
near() {	# near D: how many window checks the listing of D has
	"$SONDA" -e -S -qn "$1" 2>&1 | grep -c '+= 1048576$'
}
echo "literal: $(near 'BEGIN { p = alloca(8); bcopy("abcdefg", p, 8); }')"
echo "string: $(near 'BEGIN { p = alloca(8); bcopy(execname, p, 8); }')"
echo "alloca: $(near 'BEGIN { p = alloca(8); q = alloca(8); bcopy(q, p, 8); }')"
echo "cast: $(near 'BEGIN { p = alloca(8); q = alloca(8); bcopy((string)q, p, 8); }')"
