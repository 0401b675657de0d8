# tests/lib/progs.sh - sourced by the tests that run sonda on one D program
# per line of a here-document and print, for each, what sonda said and its
# exit status.

# run_progs [-v] [-n | -w HOW] [-f FILE] -- SONDA-OPTIONS... <PROGRAMS
# For each line of stdin, runs "$SONDA" SONDA-OPTIONS with that program and
# prints its stdout and stderr, each line cut to start at its "[D_...]" tag
# (so give -x errtags), then "status N". The "--" is needed: sonda's options
# are not run_progs'.
#   -v       print the program's line (as read) before sonda's output
#   -n       give sonda the line itself, with -n
#   -w HOW   write the line to a file, given to sonda with -s (the default,
#            with HOW line). HOW says how the line becomes the file:
#              line       the line as it is, and a newline
#              esc        printf's %b of it (its \n, \t... become those
#                         bytes), and a newline
#              esc-noeol  printf's %b of it, no newline after
#              nl=SEP     the line with each SEP made a newline, and a newline
#   -f FILE  the file to write each time (default t1.d, t2.d, ..., one for
#            each program, in the working directory)
run_progs() {
	local OPTIND opt show=0 how=line file= prog n=0 f
	local -a src
	while getopts vnw:f: opt; do
		case $opt in
		v) show=1 ;;
		n) how=-n ;;
		w) how=$OPTARG ;;
		f) file=$OPTARG ;;
		*) return 2 ;;
		esac
	done
	shift $((OPTIND - 1))
	while IFS= read -r prog; do
		n=$((n + 1))
		((show)) && printf '%s\n' "$prog"
		if [[ $how == -n ]]; then
			src=(-n "$prog")
		else
			f=${file:-t$n.d}
			prog_text "$how" "$prog" >"$f" || return 2
			src=(-s "$f")
		fi
		"$SONDA" "$@" "${src[@]}" 2>&1 | sed 's/^.*: \[/[/'
		echo "status ${PIPESTATUS[0]}"
	done
}

# prog_text HOW LINE: the text of the file LINE becomes (run_progs' -w)
prog_text() {
	case $1 in
	line) printf '%s\n' "$2" ;;
	esc) printf '%b\n' "$2" ;;
	esc-noeol) printf '%b' "$2" ;;
	nl=?*) printf '%s\n' "${2//"${1#nl=}"/$'\n'}" ;;
	*)
		echo "run_progs: unknown -w $1" >&2
		return 2
		;;
	esac
}
