# Every D_* error tag that sonda's sources can emit has a test of its own:
# some file under tests/ (an end-to-end expectation, script or unit test)
# names it. Prints the tags that have none; fails if there are any.
# @@noroot
root=${SONDA_ROOT:?}
tags=$(sed -n 's/^[[:space:]]*X(\(D_[A-Z0-9_]*\)).*/\1/p' "$root/src/base/errtags.h" | sort -u)
[ -n "$tags" ] || { echo "no tags found in src/base/errtags.h" >&2; exit 1; }
used=$(grep -rhoE --include='*.c' --include='*.h' --exclude=errtags.h '\bD_[A-Z0-9_]+\b' \
	"$root/src" | sort -u)
tested=$(grep -rhoE --exclude="$(basename "$0")" '\bD_[A-Z0-9_]+\b' "$root/tests" | sort -u)
missing=$(comm -12 <(echo "$tags") <(echo "$used") | comm -23 - <(echo "$tested"))
if [ -n "$missing" ]; then
	echo "$missing"
	exit 1
fi
