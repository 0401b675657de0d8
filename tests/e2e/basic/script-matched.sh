# "script 'F' matched N probes" counts (clause, probe) pairs; the name is
# the -s argument as given. BEGIN/END run on sonda's CPU, pinned to 0.
cd "$SONDA_TEST_TMP" || exit 1
cat >matched.d <<'EOF'
BEGIN
{
	trace("one");
}

BEGIN
{
	exit(0);
}

END
{
}
EOF
exec taskset -c 0 "$SONDA" -s matched.d
