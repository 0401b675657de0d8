# #pragma D option verbose sets the compiling program's pcb_cflags only
# (dt_opt_cflags( )), while DTrace lists code for the cflags dtrace(1)
# passes (-S) and dt_cflags (-x verbose): the pragma lists nothing.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
printf '#pragma D option verbose\nBEGIN { exit(0); }\n' > v.d
for how in pragma -xverbose -S; do
	case $how in
	pragma) set -- ;;
	*) set -- $how ;;
	esac
	n=$("$SONDA" "$@" -e -s v.d 2>&1 | grep -c '^Disassembly of')
	echo "$how: $([ "$n" -gt 0 ] && echo listed || echo none)"
done
