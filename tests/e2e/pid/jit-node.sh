# node --perf-basic-prof: a hot JavaScript function, sampled by the
# profile provider; its JIT-compiled frame is named from the map node
# writes (/tmp/perf-PID.map), with the map as its module.
# @@timeout: 40
command -v node >/dev/null || { echo "node is not installed" >&2; exit 77; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/hot.js" <<'JS'
function hotLoop(n) {
	let s = 0;
	for (let i = 0; i < n; i++)
		s = (s + i * 7) % 1000003;
	return s;
}
const t = Date.now();
let r = 0;
while (Date.now() - t < 1500)
	r += hotLoop(100000);
console.log("node: done", r > 0);
JS
cd "$TMP"	# node may leave an isolate-*.log in its directory
out=$("$SONDA" -q -c "node --perf-basic-prof $TMP/hot.js" -n '
profile-997
/pid == $target/
{
	@[ustack(1)] = count();
	@m[umod(uregs[R_PC])] = count();
}
END
{
	printf("pid %d\n", $target);
}')
pid=$(echo "$out" | awk '$1 == "pid" { print $2 }')
rm -f "/tmp/perf-$pid.map"
echo "$out" | grep '^node: '
echo "$out" | grep -q "^ *perf-$pid\.map\`JS:[*~^]*hotLoop $TMP/hot.js:1:" &&
	echo "a leaf frame is perf-PID.map\`JS:hotLoop"
echo "$out" | grep -q "^ *perf-$pid\.map  " && echo "umod() is perf-PID.map"
