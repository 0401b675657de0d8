# DEBUGINFOD_URLS names a port nothing listens on: the first lookup fails
# at once, sonda says so in one line and does not ask again; the stripped
# program's frames print as module`address, nothing hangs.
. data/dbgsrv.sh
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
make_bare "$TMP"
port=$(free_port)
export DEBUGINFOD_URLS=http://127.0.0.1:$port
t0=$(date +%s%N)
"$SONDA" -q -c "$TMP/upid-bare 3" -n '
pid$target:libc.so.6:strtol:entry
{
	@[ustack()] = count();
}' > "$TMP/out" 2> "$TMP/err"
echo "status $?"
ms=$((($(date +%s%N) - t0) / 1000000))
[ "$ms" -lt 3000 ] && echo "done within 3 s" || echo "took $ms ms"
sed "s/:$port)/:PORT)/" "$TMP/err"
grep -o 'upid-bare`[^+ ]*' "$TMP/out" | sed 's/`0x[0-9a-f]*$/`{addr}/' | sort -u
