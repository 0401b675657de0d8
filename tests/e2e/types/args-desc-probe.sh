# args[] takes its types from the probe DTrace's probe information gives
# each description (the first it matched): a description whose probes have
# different arguments is fine unless DTrace calls the set unstable (a glob
# or empty field the provider promises names for: proc's and profile's
# probe names; a provider glob over unstable arguments); an index past the
# first probe's arguments is out of range. Descriptions that give args[N]
# different types are taken: the clause is compiled for each description,
# as DTrace does (types/args-per-desc.sh runs one).
for p in 'syscall:::entry { trace(args[0]); }' \
	 'syscall::read*:entry { trace(args[1]); }' \
	 'proc:::exec* { trace(args[0]); }' \
	 'profile::: { trace(args[0]); }' \
	 ':::entry { trace(args[0]); }' \
	 'syscall::read:entry, syscall::getpid:entry { trace(args[0]); }' \
	 'syscall::read:entry, syscall::write:entry { trace(args[2]); }' \
	 'syscall::read:entry, syscall::openat:entry { trace(args[2]); }'; do
	"$SONDA" -x errtags -e -n "$p" 2>&1
	echo "status $?"
done
# with -Z, a description that matched nothing has no probe information
"$SONDA" -x errtags -Z -e -n 'nosuch:::x, BEGIN { trace(args[0]); }' 2>&1
echo "status $?"
