# Symbols from a real debuginfod server: a stripped program whose debug
# file is only in the directory the server indexes (started here on
# 127.0.0.1). The pid probes are found and ustack()/ufunc() name the
# functions; the debug file was downloaded into DEBUGINFOD_CACHE_PATH.
# @@timeout: 40
. data/dbgsrv.sh
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
make_bare "$TMP"
port=$(free_port)
start_debuginfod "$TMP" "$port"
export DEBUGINFOD_URLS=http://127.0.0.1:$port
ustack_named "$TMP/upid-bare" 2
id=$(readelf -n "$TMP/upid-bare" | awk '/Build ID/ { print $3 }')
[ -s "$TMP/cache/$id/debuginfo" ] && echo "downloaded: BUILDID/debuginfo"
