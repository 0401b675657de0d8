# Sourced by the io tests of a bio-based device: a 1 MiB zram device of
# their own (hot-added, removed at exit) in $dev, its $major and $minor;
# exit 77 where the kernel has no zram.
[ -w /sys/class/zram-control/hot_add ] || { echo "no zram" >&2; exit 77; }
zn=$(cat /sys/class/zram-control/hot_add) || exit 77
trap 'echo "$zn" > /sys/class/zram-control/hot_remove' EXIT
echo 1M > "/sys/block/zram$zn/disksize" || exit 1
dev=/dev/zram$zn
minor=$(( 0x$(stat -c %T "$dev") ))
major=$(( 0x$(stat -c %t "$dev") ))
