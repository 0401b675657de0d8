# args[i] of a string in user memory (proc:::exec's args[0], typed string
# from a userland char *) is still DTrace's args[i] node: dt_idcook_args( )
# types it string, with the probe's argument attributes (Evolving/Evolving/
# ISA for proc), so -v's statement attributes are those, and -x tree prints
# VARIABLE args [ 0 ] typed string, not the copyinstr( ) sonda reads it with.
# @@noroot
for p in 'proc:::exec { trace(stringof(args[0])); }' \
	'proc:::exec /args[0] == "/bin/sh"/ { @[args[0]] = count(); }'; do
	"$SONDA" -v -e -n "$p" 2>&1 | sed -n '/Minimum Statement/,/Dependency/p'
	"$SONDA" -x tree=4 -e -n "$p" 2>&1 |
	    awk '/PDESC proc:::exec/ { p = 1 } /^Parse tree/ { p = 0 } p && /args|copyinstr|arg0/'
done
