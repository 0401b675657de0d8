# #pragma D attributes naming one of dt_open.c's globals, a subroutine
# (strlen, copyinstr, alloca) or self and this as much as an action or a
# built-in variable, is D_PRAGMA_SCOPE (dt_pragma_attributes( ) finds it
# in pcb_globals, of an older generation), never an unused pragma.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
for n in strlen copyinstr alloca self this trace pid; do
	printf '#pragma D attributes Evolving/Evolving/ISA %s\nBEGIN { }\n' "$n" > p.d
	"$SONDA" -x errtags -e -s p.d 2>&1
	echo "status $?"
done
