# @@timeout: 150
# The live view in a real browser: headless Chromium loads sonda's page
# twice, two seconds apart, and the DOM it built shows every aggregation
# in its section, a count() that grew between the loads, a quantize()
# histogram and its heat map, and a flame graph with its frames.
command -v chromium >/dev/null ||
	{ echo "chromium not installed (scripts/deps.sh installs it)" >&2; exit 77; }
. "$SONDA_TEST_DIR/lib/common.sh"
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT

start_sonda -x http=0 -qn 'int done;
	tick-10ms { @ticks["t"] = count(); @lat[probename] = quantize(100);
		    @st[probename, stack()] = count(); }
	tick-10ms /!done/ { done = 1; printf("started\n"); }'

load() {
	timeout 60 chromium --headless --no-sandbox --disable-gpu --user-data-dir="$T/chrome" \
		--virtual-time-budget=2000 --dump-dom "$BASE/?token=$TOKEN" 2>/dev/null >"$T/$1.html"
	python3 "$LIB/dom.py" "$T/$1.html" >"$T/$1.txt" || fail "cannot read the DOM of load $1"
}
load 1
sleep 2
load 2
t1=$(awk '$1 == "val" && $2 == "@ticks" { print $4 }' "$T/1.txt")
t2=$(awk '$1 == "val" && $2 == "@ticks" { print $4 }' "$T/2.txt")
[ -n "$t1" ] && [ -n "$t2" ] || fail "no @ticks row: $(cat "$T/1.txt")"
[ "$t2" -gt "$t1" ] && echo "@ticks grows between loads" || echo "@ticks: $t1 then $t2"
awk '$1 == "agg" { print $1, $2 }' "$T/2.txt"
awk '$1 == "val" && $2 != "@st" { print $1, $2, $3 }' "$T/2.txt"
awk '$1 == "hist" { print $1, $2, $3 } $1 == "bars"' "$T/2.txt"
awk '$1 == "heat" { print $1, $2, "rows", $3 }' "$T/2.txt"
grep -E '^frame @st (all|tick-10ms)$' "$T/2.txt" | sort
n=$(awk '$1 == "frames" && $2 == "@st" { print $3 }' "$T/2.txt")
[ "${n:-0}" -ge 2 ] && echo "flame graph of @st has frames" || echo "flame graph of @st: ${n:-no} frames"
