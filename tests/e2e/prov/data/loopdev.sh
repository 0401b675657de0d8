# Sourced by the io tests: a 4 MiB loop device of their own in $dev (detached
# at exit), its $major and $minor; exit 77 where there is no loop device.
img="$SONDA_TEST_TMP/disk.img"
truncate -s 4M "$img" || exit 1
dev=$(losetup -f --show "$img" 2>/dev/null) || { echo "no loop devices" >&2; exit 77; }
trap 'losetup -d "$dev"' EXIT
minor=$(( 0x$(stat -c %T "$dev") ))
major=$(( 0x$(stat -c %t "$dev") ))
