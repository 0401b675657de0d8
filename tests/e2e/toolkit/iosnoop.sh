# iosnoop and biolatency: 16 direct 4 KiB reads of a loop device.
set -o pipefail
# @@timeout: 60
T="$SONDA_ROOT/scripts/toolkit"
img="$SONDA_TEST_TMP/disk.img"
truncate -s 4M "$img" || exit 1
dev=$(losetup -f --show "$img" 2>/dev/null) || { echo "no loop devices" >&2; exit 77; }
trap 'losetup -d "$dev"' EXIT
devno="$(( 0x$(stat -c %t "$dev") )),$(( 0x$(stat -c %T "$dev") ))"
printf 'dd if=%s of=/dev/null bs=4k count=16 iflag=direct 2>/dev/null\n' "$dev" > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -s "$T/iosnoop.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out"
head -1 "$SONDA_TEST_TMP/out" | tr -s ' '
awk -v d="$devno" '$3 == d && $5 == 4096 && $6 >= 0 { n++ } END { print n, "reads of 4096 bytes" }' "$SONDA_TEST_TMP/out"
"$SONDA" -s "$T/biolatency.d" -c "sh $SONDA_TEST_TMP/w.sh" > "$SONDA_TEST_TMP/out2"
head -1 "$SONDA_TEST_TMP/out2"
grep -o 'block I/O latency (us)' "$SONDA_TEST_TMP/out2"
awk '$1 == "I/Os" && $2 >= 16 { print "at least 16 I/Os" }' "$SONDA_TEST_TMP/out2"
