# A kernel address that several symbols name (__do_sys_fork,
# __ia32_sys_fork and __x64_sys_fork share one function) is named as
# DTrace names it from /proc/kallsyms: of the symbols at that address
# (non-weak before weak, then in byte order), the last one, since DTrace
# gives each the distance to the next as its size and the others get none.
# Offsets inside the function are from it as well.
set -e
pick=$(awk '$2 ~ /^[Tt]$/ && NF == 3 && $3 !~ /^__pfx_/ { n[$1]++; names[$1] = names[$1] " " $3 }
	END { for (a in n) if (n[a] >= 3) { print a names[a]; exit } }' /proc/kallsyms)
[ -n "$pick" ] || { echo "no kernel address with three names" >&2; exit 77; }
set -- $pick
addr=$1; shift
want=$(printf '%s\n' "$@" | LC_ALL=C sort | tail -n 1)
out=$("$SONDA" -q -n "BEGIN { sym(0x$addr); printf(\"|%a|%a\\n\", 0x$addr, 0x$addr + 1); exit(0); }")
exp=$(printf '  %-50s|vmlinux`%s|vmlinux`%s+0x1' "vmlinux\`$want" "$want" "$want")
[ "$out" = "$exp" ] && echo ok || { echo "$addr ($*): got [$out], want [$exp]"; exit 1; }
