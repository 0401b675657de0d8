# A kernel variable named with a backquote (`max_pfn) is read at the
# address /proc/kallsyms gives; a kernel built without CONFIG_KALLSYMS_ALL
# lists no variables there, and naming one is DTrace's D_IDENT_UNDEF with
# the reason on a second line in sonda's format, in DTrace's words alone with
# -x errtags (-e too, as a user).
# @@noroot
if awk '$2 ~ /^[dDbB]$/ && $3 !~ /^__/ { found = 1; exit } END { exit !found }' /proc/kallsyms; then
	echo "this kernel's kallsyms lists variables" >&2
	exit 77
fi
"$SONDA" -e -n 'BEGIN { trace(`max_pfn); }' 2>&1 | sed -n 1,2p
echo "status ${PIPESTATUS[0]}"
"$SONDA" -x errtags -e -n 'BEGIN { trace(`max_pfn); }' 2>&1
echo "status $?"
