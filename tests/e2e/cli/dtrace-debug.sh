# DTRACE_DEBUG, set and not empty, turns on the debug lines on stderr, as
# it turns on libdtrace's (dt_debug.c); empty or unset, it does nothing.
for v in set empty unset; do
	case $v in
	set) export DTRACE_DEBUG=1 ;;
	empty) export DTRACE_DEBUG= ;;
	unset) unset DTRACE_DEBUG ;;
	esac
	"$SONDA" -qn 'BEGIN { exit(0); }' 2>&1 >/dev/null |
		grep -q '^sonda DEBUG [0-9]*: programs attached' &&
		echo "$v: debug lines" || echo "$v: none"
done
