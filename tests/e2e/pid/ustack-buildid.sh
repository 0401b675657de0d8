# A stripped program whose debug file is where distributions install it,
# /usr/lib/debug/.build-id/xx/rest.debug: its probes are found and
# ustack()/ufunc() name its functions. The program is linked here with a
# build ID of its own, so the file the test installs (and removes) is
# nobody else's.
. data/dbgsrv.sh
TMP=$(mktemp -d)
id=$(od -An -N20 -tx1 /dev/urandom | tr -d ' \n')
dbg=/usr/lib/debug/.build-id/${id:0:2}/${id:2}.debug
trap 'rm -rf "$TMP" "$dbg"; rmdir "${dbg%/*}" 2>/dev/null' EXIT
cc -O1 -g -fno-inline -fno-omit-frame-pointer -Wall -fPIE -pie \
	-Wl,--build-id=0x$id -o "$TMP/upid-bid" "$SONDA_ROOT/tests/triggers/upid.c"
mkdir -p "${dbg%/*}"
objcopy --only-keep-debug "$TMP/upid-bid" "$dbg"
strip --strip-all -R .gnu_debuglink "$TMP/upid-bid"
ustack_named "$TMP/upid-bid" 2
