# setopt("name") without a value sets name to "1", as DTrace's consumer
# does: a compile-time flag refuses a value, an unknown name is named so.
exec 2>&1
"$SONDA" -qn 'BEGIN { setopt("nosuch"); setopt("defaultargs"); setopt("aggsortrev");
	trace(1); exit(0) }'
echo "rc $?"
