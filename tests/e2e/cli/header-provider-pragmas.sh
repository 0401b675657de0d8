# A provider's stability pragmas, as USDT provider files write them after
# the provider: "#pragma D attributes A provider P part" names a component
# of the provider the file declared on an earlier line, which DTrace's
# dt_node_provider( ) created when the parser reached it (dt_provider_lookup( )
# in dt_pragma_attributes( )); sonda knew only its own providers and said
# D_PRAGMA_UNUSED. dtrace -h takes the file and exits 0.
exec 2>&1
cd "$(mktemp -d)" || exit 1
cat > myapp.d <<'D'
provider myapp {
	probe request__start(int, char *);
	probe request__done(int);
};

#pragma D attributes Evolving/Evolving/Common provider myapp provider
#pragma D attributes Private/Private/Unknown provider myapp module
#pragma D attributes Private/Private/Unknown provider myapp function
#pragma D attributes Evolving/Evolving/Common provider myapp name
#pragma D attributes Evolving/Evolving/Common provider myapp args
D
"$SONDA" -h -s myapp.d
echo "status $?"
grep -c 'define	MYAPP_REQUEST_START(' myapp.h
cd / && rm -r "$OLDPWD"
