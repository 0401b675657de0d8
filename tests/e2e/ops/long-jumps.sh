# A clause long enough that jumps to its end exceed BPF's 16-bit jump range
# (32767 instructions): sonda rewrites them as long jumps (gotol).
f=$(mktemp /tmp/sonda-longjmp.XXXXXX.d)
trap 'rm -f "$f"' EXIT
{
	echo 'int a[int]; int x;'
	echo 'BEGIN {'
	for i in $(seq 1 480); do
		echo "	a[$i] = $i; x += a[$i] / 2;"
	done
	echo '	printf("%d\n", x); exit(0); }'
} > "$f"
"$SONDA" -S -q -s "$f" 2>&1 >/dev/null | grep -q gotol && echo "has long jumps"
"$SONDA" -q -s "$f"
