# setopt("name") without a value sets name to "1", as DTrace's consumer
# does: a compile-time flag refuses a value, an unknown name is named so.
# The message is DTrace's dt_handle_liberr( )'s (clause and probe), and
# dt_setopt( )'s text ends with a newline of its own: a blank line follows.
exec 2>&1
"$SONDA" -qn 'BEGIN { setopt("nosuch"); setopt("defaultargs"); setopt("aggsortrev");
	trace(1); exit(0) }'
echo "rc $?"
