# D_DECL_INCOMPLETE names a union known only by its tag "struct", as DTrace
# does through libctf 2.40 (a CTF forward tag prints as a struct); a union
# being defined is a union already, an enum stays an enum.
for p in 'union r { union pirate p; int x; };' 'union pirate p;' \
	 'union r { union r q; int x; };' 'struct r2 { enum e3 q; };' \
	 'translator union xs < int x > { a = x; };'; do
	"$SONDA" -x errtags -e -n "$p BEGIN {}" 2>&1 | sed 's/.*\[D_/[D_/'
done
