# @@noroot
# -G makes the object DTrace's link mode makes, through the linker (ldpath,
# run by the shell): an ELF relocatable object named x.o for a script x.d
# (or -o), which a program built with the -h header links with and runs;
# the object files named as operands are left as they are. A linker that
# fails is named with its exit status, as DTrace names it, exit 1.
cd "$SONDA_TEST_TMP" || exit 1
printf 'provider demo { probe hit(int); };\n' > prov.d
printf '#include "prov.h"\nint main(void) { DEMO_HIT(3); return 0; }\n' > m.c
"$SONDA" -h -s prov.d && cc -c m.c -o m.o || exit 1
cp m.o m.orig
"$SONDA" -G -s prov.d m.o
echo "status $?"
readelf -h prov.o | awk '$1 == "Type:" { print "prov.o:", $2 }'
cmp -s m.o m.orig && echo "m.o unchanged"
cc -o m m.o prov.o && ./m && echo "linked and ran"
"$SONDA" -G -o other.o -n 'BEGIN { exit(0); }' && readelf -h other.o | awk '$1 == "Type:" { print "other.o:", $2 }'
"$SONDA" -G -x ldpath=/nonexistent/ld -s prov.d 2>&1 | sed 's/^sh: .*nonexistent.*/sh: \/nonexistent\/ld: not found/'
echo "status ${PIPESTATUS[0]}"
