# -h and -G check what they need (a program; for -h without -o, one *.d
# script) in DTrace's fifth pass, after the -c/-p processes are made and
# every program has compiled: an earlier failure is reported instead.
exec 2>&1
cd "$(mktemp -d)" || exit 1
"$SONDA" -x errtags -h -n 'BEGIN { trace(nosuchvar); }'
echo "-h, compile error: status $?"
"$SONDA" -h -c /nonexistent/cmd
echo "-h, -c: status $?"
"$SONDA" -G -p 12x
echo "-G, -p: status $?"
"$SONDA" -h -n 'BEGIN { }'
echo "-h, no script: status $?"
"$SONDA" -h -s a.d -s b.d
echo "-h, missing scripts: status $?"
printf 'BEGIN { }\n' > a.d
cp a.d b.d
"$SONDA" -h -s a.d -s b.d
echo "-h, two scripts: status $?"
"$SONDA" -G
echo "-G: status $?"
cd / && rm -r "$OLDPWD"
