# @@noroot
# -G makes one object per program, named as DTrace's link_prog( ) names it
# (x.o for a script x.d, d.out.N for the N-th program of several that is
# not), and with -o links them into that file and removes them; the
# object files named as operands are checked first, as process_obj( )
# opens them (a missing file, not ELF, an archive, the wrong class), the
# failure named after the program ("description BEGIN", cropped as in its
# notice); -G without -32/-64 takes the data model of the operands and
# refuses to mix them (cmd/dtrace.c's first pass).
exec 2>&1
cd "$SONDA_TEST_TMP" || exit 1
printf 'provider foo { probe bar(int); };\n' > prov.d
cp prov.d two.d
"$SONDA" -G -s prov.d -n BEGIN -s two.d -n 'END { exit(0); }'
echo "four programs: status $?"
ls *.o d.out*
rm -f *.o d.out*
"$SONDA" -G -o all.o -s prov.d -s two.d
echo "-o, two scripts: status $?"
ls *.o
readelf -h all.o | awk '$1 == "Type:" { print "all.o:", $2 }'
rm -f all.o
"$SONDA" -G -x ldpath=false -n 'BEGIN { exit(0); }' -n END
echo "ld fails: status $?"
printf '[ $# -gt 4 ] && exit 3; exec ld "$@"\n' > ld2
chmod +x ld2
"$SONDA" -G -x ldpath=./ld2 -o all.o -s prov.d -s two.d
echo "ld fails on -o: status $?"
ls *.o
: | as --64 -o o64.o && : | as --32 -o o32.o || exit 1
printf 'not an object\n' > text.o
printf '!<arch>\n' > lib.a
for objs in missing.o text.o lib.a o32.o "o64.o o32.o" "o32.o o64.o" "text.o o32.o o64.o"; do
	rm -f *.out prov.o
	"$SONDA" -G -n 'BEGIN { x = 1; }' $objs
	echo "$objs: status $?"
done
"$SONDA" -64 -G -s prov.d o32.o
echo "-64 o32.o: status $?"
"$SONDA" -32 -G -s prov.d o64.o
echo "-32 o64.o: status $?"
