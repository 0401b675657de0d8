# "#pragma D option version=V" takes effect where the lexer meets it
# (dt_opt_version( ) -> dt_reduce( ), dt_cc.c). A name of a D library
# integer inline bound to a later version (io.d's O_WRONLY, 1.1) met before
# it was already replaced by its value (dt_node_ident( ) clones the inline's
# INT node), so it stays 1; after it the name is undefined. dt_reduce( )
# also removes the script's globals and arrays a "#pragma D binding" bound
# to a later version: a read is then D_IDENT_UNDEF (an array's D_VAR_UNDEF),
# an assignment makes a new variable. A version equal to -x version's
# reduces nothing.
exec 2>&1
d=$SONDA_TEST_TMP
printf 'BEGIN { trace(O_WRONLY); }\n#pragma D option version=1.0\nBEGIN { exit(0); }\n' > "$d/before.d"
printf '#pragma D option version=1.0\nBEGIN { trace(O_WRONLY); exit(0); }\n' > "$d/after.d"
printf 'int x;\n#pragma D binding "1.5" x\n#pragma D option version=1.0\nBEGIN { trace(x); exit(0); }\n' > "$d/var.d"
printf 'int x;\n#pragma D binding "1.5" x\n#pragma D option version=1.0\nBEGIN { x = 2; trace(x); exit(0); }\n' > "$d/varnew.d"
printf 'int a[int];\n#pragma D binding "1.5" a\n#pragma D option version=1.0\nBEGIN { trace(a[1]); exit(0); }\n' > "$d/arr.d"
printf '#pragma D option version=1.5\nBEGIN { trace(O_WRONLY); exit(0); }\n' > "$d/same.d"
for f in before after var varnew arr; do
	"$SONDA" -x errtags -qs "$d/$f.d" 2>&1 | sed "s|$d/||"
	echo "$f: rc ${PIPESTATUS[0]}"
done
"$SONDA" -x errtags -x version=1.5 -qs "$d/same.d"
echo "same: rc $?"
