# @@timeout: 120
# The SVG of -x flamegraph= is interactive in a real browser: its own
# script zooms into a frame (#zoom=N in the URL, as a click does: the
# frame and its callees take the full width, its callers stay, full width,
# the rest is hidden) and searches (#search=RE: matching frames coloured,
# the share of samples they hold on the root element).
command -v chromium >/dev/null ||
	{ echo "chromium not installed (scripts/deps.sh installs it)" >&2; exit 77; }
T=$SONDA_TEST_TMP
"$SONDA" -x flamegraph="$T/f.svg" -qn 'pid$target:a.out:up_add:entry { @[ustack(4)] = count(); }' \
	-c "$SONDA_TRIGGERS/upid 5" >/dev/null || exit 1
view() {
	echo "== #$1"
	timeout 60 chromium --headless --no-sandbox --disable-gpu --user-data-dir="$T/chrome" \
		--dump-dom "file://$T/f.svg#$1" 2>/dev/null >"$T/dom.html"
	python3 "$SONDA_TEST_DIR/lib/frames.py" "$T/dom.html"
}
view "zoom=5"
view "search=up_add"
view "search=depth2&zoom=7"
