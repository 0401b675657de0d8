# DTrace's dt_prov_uprobe.c populate( ) makes four providers: uprobe,
# uprobe__is_enabled, pid and usdt. #pragma D depends_on provider finds each
# (dt_pragma_depends( ) looks the name up), and #pragma D attributes checks
# the part named for them; a name no provider has is D_PRAGMA_DEPEND.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
for p in uprobe uprobe__is_enabled pid usdt uprobes; do
	printf '#pragma D depends_on provider %s\nBEGIN { trace("%s"); exit(0) }\n' \
		"$p" "$p" > d.d
	"$SONDA" -xerrtags -qs d.d
	echo " rc $?"
done
for part in name part; do
	printf '#pragma D attributes Stable/Stable/Common provider uprobe %s\nBEGIN { trace("%s"); exit(0) }\n' \
		"$part" "$part" > a.d
	"$SONDA" -xerrtags -qs a.d
	echo " rc $?"
done
