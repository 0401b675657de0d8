# DTrace gives each /proc/kallsyms symbol 1 byte when it builds a module's
# address ranges (dt_modsym_addsym): a run of vmlinux lines of one
# text-ness spans from its first symbol to one byte past its last. An
# address past the last text symbol of a run (_etext + 1, before the data
# that follows) is in no range, so it has no symbol and no module: %a,
# sym() and mod() print it as 0x..., while the symbol's own address keeps
# its name.
set -e
pick=$(awk 'NF == 3 && $2 !~ /^[aA]$/ {
		t = ($2 ~ /^[tTwW]$/)
		if (n && pt && !t && $1 != pa) { print pa, pn, $1; exit }
		n++; pt = t; pa = $1; pn = $3 }' /proc/kallsyms)
[ -n "$pick" ] || { echo "no text symbol followed by data" >&2; exit 77; }
set -- $pick
addr=$1 name=$2
next=$(printf '%x' $((0x$3)))
[ $((0x$3 - 0x$addr)) -gt 2 ] || { echo "no room after $name" >&2; exit 77; }
a1=$(printf '%x' $((0x$addr + 1)))
out=$("$SONDA" -q -n "BEGIN { printf(\"%a|%a|\", 0x$addr, 0x$addr + 1); sym(0x$addr + 2); mod(0x$addr + 1); exit(0); }")
exp=$(printf 'vmlinux`%s|0x%s|  %-50s  %-50s' "$name" "$a1" "0x$(printf '%x' $((0x$addr + 2)))" "0x$a1")
[ "$out" = "$exp" ] && echo ok || { echo "$name at $addr (next $next): got [$out], want [$exp]"; exit 1; }
