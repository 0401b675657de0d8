# DTrace's dtrace_go() refuses in its order: the aggregation, speculation
# and dynamic variable maps first, then each program needing -w as it is
# loaded, then the buffer. A clause that needs -w is refused only if one
# of its programs is enabled. The buffer is rounded up (and the notice for
# -w printed) once all is loaded.
exec 2>&1
p='BEGIN { @a = count(); raise(0); exit(0); }'
"$SONDA" -x aggsize=1 -qn "$p"
echo "aggsize: rc $?"
"$SONDA" -x nspec=0 -qn "$p"
echo "nspec: rc $?"
"$SONDA" -b 16 -qn "$p"
echo "bufsize: rc $?"
"$SONDA" -b 5000 -wn "$p" >"$SONDA_TEST_TMP/out"
echo "-w: rc $?"
sed 's/^ *[0-9][0-9]* /C /' "$SONDA_TEST_TMP/out"
