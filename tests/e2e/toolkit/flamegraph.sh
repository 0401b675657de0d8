# -x flamegraph=FILE.svg and -x folded=FILE: a profile of a busy shell
# loop as folded stacks and as an SVG (valid XML, frames as rects with
# titles, the root frame as wide as all samples together).
set -o pipefail
# @@timeout: 60
printf 'i=0\nwhile [ $i -lt 200000 ]; do i=$((i+1)); done\n' > "$SONDA_TEST_TMP/w.sh"
svg="$SONDA_TEST_TMP/cpu.svg" folded="$SONDA_TEST_TMP/cpu.folded"
"$SONDA" -q -x flamegraph="$svg" -x folded="$folded" \
	-n 'profile-199 /pid == $target/ { @[execname, stack(), ustack()] = count(); }' \
	-c "sh $SONDA_TEST_TMP/w.sh" > /dev/null || exit 1
if [ ! -e "$svg" ]; then
	echo "the consumer does not call sd_flame_write() yet" >&2
	exit 77
fi
awk '{ if ($NF !~ /^[0-9]+$/ || $1 !~ /^sh(;|$)/) bad++; n += $NF }
     END { print (bad ? "bad folded lines" : "folded ok"), (n > 0 ? "samples" : "none") }' "$folded"
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
"$PY" - "$svg" "$folded" <<'P'
import sys, xml.etree.ElementTree as ET
ns = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
total = sum(int(l.rsplit(" ", 1)[1]) for l in open(sys.argv[2]) if l.strip())
frames = root.findall(ns + "g")
print("xml ok", "frames" if frames else "no frames")
rects = {}
for g in frames:
    t = g.find(ns + "title").text
    r = g.find(ns + "rect")
    rects.setdefault(t.split(" (")[0], []).append((float(r.get("width")), int(r.get("data-count"))))
allw, alln = rects["all"][0]
print("root counts all samples" if alln == total else "root count wrong")
ok = all(abs(w / allw - n / alln) < 0.01 for v in rects.values() for w, n in v)
print("widths proportional" if ok else "widths wrong")
P
