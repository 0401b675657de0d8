# @@timeout: 60
# A library dlopen()ed after sonda attached (tests/triggers/ucfidl.c and
# libucfidl.c, both -O2 -fomit-frame-pointer): the unwinder meets pcs in
# no known mapping, sonda sees the process's executable mappings changed
# and loads the library's rows at its next poll (about 100 ms), so most of
# the 2000 calls' stacks go through the library down to _start, each the
# chain the code makes. The first ones, before the rows, fall back to
# frame pointers, which the library does not keep: the caller's rbp points
# to a timespec on the stack, and a return address that follows no call
# instruction is refused, so they are cut short, never wrong. The library's
# frames are named although it is gone when they print.
T=$SONDA_TRIGGERS/ucfidl
"$SONDA" -v -q -Z -n 'pid$target:libucfidl.so:dl_outer:entry, pid$target:libucfidl.so:dl_leaf:entry
    { @[ustack()] = count(); }' -c "$T 2000" > "$SONDA_TEST_TMP/out" 2> "$SONDA_TEST_TMP/err" ||
	{ cat "$SONDA_TEST_TMP/err"; exit 1; }
# one line per stack: its count, then its frames without offsets (-v's
# stability report before them is skipped)
awk '/^Stability attributes/ { skip = 1 }
     skip { if (/Dependency Class/ && ++d == 2) skip = 0; next }
     NF == 1 && $1 ~ /^[0-9]+$/ { print $1, s; s = ""; next }
     NF == 1 { f = $1; sub(/\+0x[0-9a-f]*$/, "", f); sub(/@.*/, "", f)
	       s = s (s == "" ? "" : " ") f }' \
	"$SONDA_TEST_TMP/out" > "$SONDA_TEST_TMP/stacks"
grep 'ucfidl`_start$' "$SONDA_TEST_TMP/stacks" | cut -d' ' -f2- | sort -u
awk 'FNR == NR { if ($NF == "ucfidl`_start") full[++n] = substr($0, index($0, " ") + 1); next }
     { s = substr($0, index($0, " ") + 1); all += $1; ok = 0
       for (i = 1; i <= n; i++) if (index(full[i] " ", s " ") == 1) ok = 1
       if (!ok) { print "not a prefix of a full stack: " $0; next }
       if ($NF != "ucfidl`_start") cut += $1 }
     END { print (cut * 4 <= all ? "at most a quarter" : cut " of " all) " cut short before the rows came" }' \
	"$SONDA_TEST_TMP/stacks" "$SONDA_TEST_TMP/stacks"
grep -o 'unwind: [^ ]*/libucfidl.so: [0-9]* rows from [^ ]*' "$SONDA_TEST_TMP/err" |
	sed 's/: [^ ]*\/libucfidl.so: [0-9]* rows/: libucfidl.so: rows/'
