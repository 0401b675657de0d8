# DEBUGINFOD_URLS names a port nothing listens on: the first lookup fails
# at once, sonda says so in one line and does not ask again; the stripped
# program's frames print as module`address, nothing hangs.
. data/dbgsrv.sh
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
make_bare "$TMP"
port=$(free_port)
export DEBUGINFOD_URLS=http://127.0.0.1:$port
ustack_unnamed "$TMP/upid-bare" "$port"
