# -h of a script that defines no provider writes a header that declares
# nothing and exits 0, as DTrace's dtrace_program_header() does (sonda
# refused: "no providers defined", exit 1).
exec 2>&1
cd "$(mktemp -d)" || exit 1
printf 'BEGIN { exit(0); }\n' > noprov.d
"$SONDA" -h -s noprov.d
echo "status $?"
grep -c 'define	_NOPROV_H' noprov.h
cd / && rm -r "$OLDPWD"
