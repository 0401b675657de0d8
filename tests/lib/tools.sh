# tests/lib/tools.sh - sourced by tests/run and tests/vm/vmtest.sh: give
# the tests a PATH that holds only the programs tests/tools.list names.
#
# tools.list says, for every program a test may call, which Debian package
# brings it: "base" for a package of Priority required (on every Debian 12
# system), else a package that scripts/deps.sh installs (it reads the same
# list). sd_tools_path DIR fills DIR with links to those programs, found in
# the system's own directories (not /usr/local, ~/.pyenv or the like: a
# fresh machine has none of them), and prints the PATH to use. A test that
# calls anything else then fails with "command not found" here as it would
# on a fresh machine, even where this machine has the program.
# Returns 1, with one line per problem on stderr, when a listed program is
# missing (scripts/deps.sh not run) or a "base" program's package is not of
# Priority required.

SD_TOOLS_SYSDIRS="/usr/sbin /usr/bin /sbin /bin"

# The program's path in the system directories, or nothing.
sd_tools_find() {
	local d
	for d in $SD_TOOLS_SYSDIRS; do
		if [ -x "$d/$1" ] && [ ! -d "$d/$1" ]; then
			echo "$d/$1"
			return 0
		fi
	done
	return 1
}

# "base" must mean Priority required: checked where dpkg knows the file.
sd_tools_check_base() {
	local prog=$1 path=$2 real pkg prio
	command -v dpkg-query >/dev/null || return 0
	# dpkg knows a file by the path its package ships (/bin/sh, not
	# /usr/bin/sh on a merged-/usr system), maybe behind an alternative
	for real in "$path" "$(readlink -f "$path")" /bin/"$prog" /sbin/"$prog" \
		/usr/bin/"$prog" /usr/sbin/"$prog"; do
		pkg=$(dpkg-query -S "$real" 2>/dev/null | grep -v '^diversion' | head -n 1)
		[ -n "$pkg" ] && break
	done
	pkg=${pkg%%:*}
	pkg=${pkg%%,*}
	[ -n "$pkg" ] || return 0
	prio=$(dpkg-query -W -f='${Priority}' "$pkg" 2>/dev/null)
	if [ "$prio" != required ]; then
		echo "tests/tools.list: '$prog' is listed as base, but its package $pkg has priority ${prio:-unknown}: name $pkg instead (scripts/deps.sh installs it)" >&2
		return 1
	fi
}

sd_tools_path() {
	local dir=$1 list=${SD_TOOLS_LIST:?} prog pkg path rc=0
	rm -rf "$dir"
	mkdir -p "$dir" || return 1
	while read -r prog pkg _; do
		case $prog in '' | '#'*) continue ;; esac
		if ! path=$(sd_tools_find "$prog"); then
			echo "tests/tools.list: '$prog' (package $pkg) is not installed: run scripts/deps.sh" >&2
			rc=1
			continue
		fi
		if [ "$pkg" = base ]; then
			sd_tools_check_base "$prog" "$path" || rc=1
		fi
		ln -s "$path" "$dir/$prog"
	done <"$list"
	echo "$dir"
	return $rc
}

# The packages of tools.list that scripts/deps.sh installs.
sd_tools_packages() {
	awk '$1 !~ /^#/ && NF >= 2 && $2 != "base" { print $2 }' "${SD_TOOLS_LIST:?}" | sort -u
}

# Programs named by an absolute path (/usr/bin/X, /bin/X...) in the test
# scripts escape the PATH above: each must be listed too. Prints the
# unlisted ones with where they are named; returns 1 if there are any.
sd_tools_static_check() {
	local root=$1 bad
	bad=$(find "$root/tests/e2e" \( -name '*.sh' -o -name '*.cmd' \) -type f |
		{ cat; echo "$root/tests/run"; echo "$root/tests/vm/vmtest.sh"; } |
		xargs grep -nHoE '(^|[^a-zA-Z0-9_./$-])/(usr/)?s?bin/[a-zA-Z0-9._+-]+' |
		grep -v ':[0-9]*:#' |
		while IFS= read -r hit; do
			prog=${hit##*/}
			awk -v p="$prog" '$1 == p { f = 1 } END { exit !f }' \
				"${SD_TOOLS_LIST:?}" || echo "${hit%%:*}: calls ${hit#*:*:}, which tests/tools.list does not name"
		done)
	[ -z "$bad" ] && return 0
	echo "$bad" >&2
	return 1
}
