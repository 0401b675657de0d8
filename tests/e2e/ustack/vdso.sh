# @@timeout: 60
# Stacks that start inside the vDSO: tests/triggers/uvdso loops on
# clock_gettime() and gettimeofday() (-O2 -fomit-frame-pointer); the vDSO
# has no file, so its rows are built from the image read out of the
# process's memory. Every profile sample whose leaf is in the vDSO unwinds
# through it down to _start, and its functions match gdb's bt at a
# breakpoint on the same vDSO function, down to main (names compared
# without the prefixes and versions that tell aliases of one address
# apart: gdb says clock_gettime and __GI___clock_gettime where sonda says
# __vdso_clock_gettime and clock_gettime@@GLIBC_2.17).
command -v gdb > /dev/null || { echo "gdb is not installed" >&2; exit 77; }
T=$SONDA_TRIGGERS/uvdso
"$SONDA" -v -q -x folded="$SONDA_TEST_TMP/folded" \
	-n 'profile-997 /pid == $target/ { @[ustack()] = count(); }' -c "$T 2000000" \
	2> "$SONDA_TEST_TMP/err" > /dev/null
# rows for [vdso] (-v)
grep -o 'unwind: \[vdso\]: [0-9]* rows from .eh_frame' "$SONDA_TEST_TMP/err" | sed 's/[0-9]* rows/rows/'
fp=$(sed -n 's/.*frames from CFI, \([0-9]*\) from frame pointers.*/\1/p' "$SONDA_TEST_TMP/err")
# leaf first, names only, down to main
awk '{ n = split($1, f, ";"); s = ""
       for (i = n; i >= 1; i--) { g = f[i]; sub(/^.*`/, "", g); sub(/^__vdso_/, "", g); sub(/@.*$/, "", g); s = s (s == "" ? "" : " ") g
			          if (g == "main") break }
       print (f[1] ~ /`_start$/ ? "full" : "cut"), f[n] ~ /^\[vdso\]`/ ? "vdso" : "other", s, $NF }' \
	"$SONDA_TEST_TMP/folded" > "$SONDA_TEST_TMP/stacks"
# frames found by frame pointers are rare: not the vDSO's (which has no
# frame pointers); a sample in the exit path's crtstuff code (no CFI in
# Debian's crtbegin.o) takes one, rightly
awk -v fp="${fp:-none}" '$2 == "vdso" { n += $NF; if ($1 == "full") full += $NF }
     END { print (n > 10 ? "samples in the vDSO" : "too few samples in the vDSO: " n)
	   print (fp != "none" && fp * 20 < n ? "few frames from frame pointers" : fp " frames from frame pointers")
	   print (full == n ? "all unwound to _start" : full "/" n " unwound to _start") }' \
	"$SONDA_TEST_TMP/stacks"
for f in __vdso_clock_gettime __vdso_gettimeofday; do
	g=$(gdb -q -batch -ex 'break vd_loop' -ex 'run 10' -ex "break $f" -ex c -ex bt "$T" 2>/dev/null |
		awk '/^#[0-9]/ { for (i = 2; i <= NF; i++) if ($i != "in" && $i !~ /^0x/) { print $i; break } }' |
		awk '{ sub(/^__GI___/, ""); s = s (s == "" ? "" : " ") $1; if ($1 == "main") { print s; exit } }')
	[ -n "$g" ] || { echo "gdb: no stack at $f"; continue; }
	if awk -v g="$g" '$2 == "vdso" { $1 = $2 = ""; $NF = ""; sub(/^ +/, ""); sub(/ +$/, "")
			   if ($0 == g) ok = 1 } END { exit !ok }' "$SONDA_TEST_TMP/stacks"; then
		echo "$f: as gdb's bt"
	else
		echo "$f: no stack as gdb's: $g"
	fi
done
