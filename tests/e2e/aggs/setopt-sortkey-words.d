/* A runtime option's value is a number or one of dt_opt_runtime( )'s words:
 * "yes", "enable(d)", "true", "on", "set" turn it on, "no", "disable(d)",
 * "false", "off", "unset" and "" turn it off (case ignored), and any number,
 * 0 too, is a value that is set: setopt("aggsortkey", "0") keeps printa( )
 * sorting by key, as it does in DTrace (dt_aggregate.c tests the option
 * against DTRACEOPT_UNSET only). */
BEGIN
{
	@a["b"] = sum(1);
	@a["a"] = sum(2);
	@a["c"] = sum(0);
	setopt("aggsortkey", "0");
	printa(@a);
	setopt("aggsortkey", "NO");
	printa(@a);
	setopt("aggsortkey", "On");
	printa(@a);
	setopt("aggsortkey", "");
	printa(@a);
	setopt("aggsortkey", "enabled");
	printa(@a);
	setopt("aggsortkey", "unset");
	printa(@a);
	exit(0);
}

/* @@args: -q */
