# llquantize( )'s constant parameters at their limits, as dt_cg_agg_llquantize( )
# checks them in order: factor from 2 to 65535 (a char constant is an
# integer constant: 'a' is 97), hmag at least lmag, factor^(hmag + 1)
# within 64 bits by powl( ) against UINT64_MAX (10^19 and 2^63 pass, 10^20
# and 2^64 do not), then steps: dividing factor when smaller, a multiple of
# factor when larger, and then dividing factor^2 (lmag 0) or
# factor^(lmag + 1). Each is compiled alone (-e): a refusal's message and
# status, or status 0.
for a in '1, 0, 2, 10' '65536, 0, 2, 10' '65535, 0, 0, 65535' \
	 '10, 3, 2, 10' '10, 0, 18, 10' '10, 0, 19, 10' \
	 '2, 0, 62, 2' '2, 0, 63, 2' "'a', 0, 2, 97" "'a', 0, 2, 10" \
	 '10, 0, 2, 5' '10, 0, 2, 1' '10, 0, 2, 3' '10, 0, 2, 15' \
	 '10, 0, 2, 20' '10, 0, 2, 1000' '10, 1, 2, 100' '10, 1, 2, 1000'; do
	"$SONDA" -e -x errtags -n "BEGIN { @ = llquantize(1, $a); }" 2>&1
	echo "status $?"
done
