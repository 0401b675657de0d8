# Sourced by the debuginfod tests: a stripped program whose symbols exist
# only in a separate debug file, and servers to fetch it from.
#   make_bare DIR    DIR/upid-bare (no .symtab, no .gnu_debuglink, no
#                    .gnu_debugdata) and DIR/srv/upid-bare.debug
#   free_port        prints a TCP port nothing listens on (127.0.0.1)
#   start_debuginfod DIR PORT
#                    a real debuginfod over DIR/srv, waits until it has
#                    indexed the debug file; killed when the test exits
#   ustack_named BIN ARGS   runs BIN ARGS under a pid probe and prints
#                    its stacks and callers, offsets masked
#   ustack_unnamed BIN PORT
#                    runs BIN 3 under a libc probe (found without BIN's
#                    symbols); prints the exit status, stderr (PORT
#                    masked) and BIN's frames, addresses masked
# Everything lives under DIR; DEBUGINFOD_CACHE_PATH points there too.

make_bare() {
	mkdir -p "$1/srv" "$1/cache"
	objcopy --only-keep-debug "$SONDA_TRIGGERS/upid" "$1/srv/upid-bare.debug"
	strip --strip-all -R .gnu_debuglink "$SONDA_TRIGGERS/upid" -o "$1/upid-bare"
	export DEBUGINFOD_CACHE_PATH=$1/cache
}

port_open() {
	(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

free_port() {
	local p
	for _ in $(seq 50); do
		p=$((20000 + RANDOM % 30000))
		port_open "$p" || { echo "$p"; return 0; }
	done
	return 1
}

# One HTTP GET over bash's /dev/tcp; the response on stdout.
http_get() {
	exec 3<>"/dev/tcp/127.0.0.1/$1" || return 1
	printf 'GET %s HTTP/1.0\r\n\r\n' "$2" >&3
	cat <&3
	exec 3<&-
}

start_debuginfod() {
	command -v debuginfod >/dev/null || { echo "debuginfod is not installed" >&2; exit 77; }
	debuginfod -F -p "$2" -d "$1/db.sqlite" -t 0 -g 0 "$1/srv" > "$1/debuginfod.log" 2>&1 &
	DBGSRV_PID=$!
	trap 'kill $DBGSRV_PID 2>/dev/null; wait $DBGSRV_PID 2>/dev/null; rm -rf "$TMP"' EXIT
	for _ in $(seq 100); do
		http_get "$2" /metrics 2>/dev/null |
			grep -q '^scanned_files_total{source="file"} [1-9]' && return 0
		sleep 0.1
	done
	echo "debuginfod did not index $1/srv in 10 s" >&2
	cat "$1/debuginfod.log" >&2
	exit 1
}

ustack_named() {
	"$SONDA" -q -c "$*" -n '
	pid$target:a.out:up_depth2:entry
	{
		@s[ustack(4)] = count();
		@f[ufunc(ucaller)] = count();
	}
	END
	{
		printa(@s);
		printa(@f);
	}' | sed 's/+0x[0-9a-f]*$/+{off}/'
}

ustack_unnamed() {
	local status bin=${1##*/}

	"$SONDA" -q -c "$1 3" -n '
	pid$target:libc.so.6:strtol:entry
	{
		@[ustack()] = count();
	}' > "$TMP/out" 2> "$TMP/err"
	status=$?
	echo "status $status"
	sed "s/:$2)/:PORT)/" "$TMP/err"
	grep -o "$bin\`[^+ ]*" "$TMP/out" | sed 's/`0x[0-9a-f]*$/`{addr}/' | sort -u
}
