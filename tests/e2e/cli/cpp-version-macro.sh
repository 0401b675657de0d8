# __SUNW_D_VERSION, which cpp sees with -C, is the version -x version asks
# for (DTrace's reduced version), 2.0.1 by default (DT_VERS_LATEST): 0xMMmmmuuu.
cd "$SONDA_TEST_TMP" || exit 1
printf 'BEGIN { printf("%%x\\n", __SUNW_D_VERSION); exit(0); }\n' > v.d
for v in "" -xversion=1.6.4 -xversion=1.0; do
	"$SONDA" $v -C -qs v.d
done
