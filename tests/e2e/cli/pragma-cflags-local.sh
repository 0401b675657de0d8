# The compiler flags a #pragma D option sets (defaultargs, argref, zdefs,
# empty, errtags) hold for the rest of that program only, as DTrace sets
# them in the compiling program's pcb_cflags; -x sets them for every program.
# Only -Z (or -l, -G, -h) goes on when no probe matched: -x zdefs and its
# pragma only let a description match nothing ("no probes matched", 1).
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf '#pragma D option defaultargs\nBEGIN { trace($1); }\n' > defarg.d
printf 'BEGIN { trace($1); exit(0); }\n' > plain.d
"$SONDA" -xerrtags -e -s defarg.d -s plain.d
echo "rc $?"
"$SONDA" -xerrtags -x defaultargs -e -s defarg.d -s plain.d
echo "rc $?"
printf '#pragma D option argref\nBEGIN { }\n' > argref.d
printf 'BEGIN { }\n' > none.d
"$SONDA" -xerrtags -e -s argref.d -s none.d x
echo "rc $?"
"$SONDA" -xerrtags -e -s none.d -s argref.d x
echo "rc $?"
printf '#pragma D option zdefs\nnosuch:::x { }\n' > zdefs.d
"$SONDA" -xerrtags -e -s zdefs.d -n 'nosuch:::y { }'
echo "rc $?"
"$SONDA" -s zdefs.d
echo "rc $?"
"$SONDA" -x zdefs -n 'nosuch:::x { }'
echo "rc $?"
printf '#pragma D option errtags\nBEGIN { }\n' > errtags.d
printf 'BEGIN { x = ; }\n' > bad.d
"$SONDA" -e -s errtags.d -s bad.d
echo "rc $?"
printf '#pragma D option errtags\nBEGIN { x = ; }\n' > badtags.d
"$SONDA" -e -s badtags.d
echo "rc $?"
