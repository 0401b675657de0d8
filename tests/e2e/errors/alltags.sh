# Every D_* error tag that sonda's sources can emit has a real expectation
# somewhere under tests/: in an expected stderr (.err) or output (.out)
# file, in an @@stderr-match directive, or in the code (comments stripped)
# of a unit test. A tag named only in a comment or a script does not
# count. Prints the tags that have none; fails if there are any.
# @@noroot
root=${SONDA_ROOT:?}
tagre='\bD_[A-Z0-9_]+\b'
tags=$(sed -n 's/^[[:space:]]*X(\(D_[A-Z0-9_]*\)).*/\1/p' "$root/src/base/errtags.h" | sort -u)
[ -n "$tags" ] || { echo "no tags found in src/base/errtags.h" >&2; exit 1; }
used=$(grep -rhoE --include='*.c' --include='*.h' --exclude=errtags.h "$tagre" \
	"$root/src" | sort -u)
expected() {
	find "$root/tests" \( -name '*.err' -o -name '*.out' \) -type f \
		-exec grep -hoE "$tagre" {} +
	grep -rh '@@stderr''-match:' "$root/tests" | grep -oE "$tagre"
	for f in "$root"/tests/unit/*.c; do
		gcc -fpreprocessed -dD -E -P "$f" | grep -oE "$tagre"
	done
}
tested=$(expected | sort -u)
missing=$(comm -12 <(echo "$tags") <(echo "$used") | comm -23 - <(echo "$tested"))
if [ -n "$missing" ]; then
	echo "$missing"
	exit 1
fi
