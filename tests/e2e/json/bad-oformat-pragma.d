#pragma D option oformat=yaml

BEGIN
{
	exit(0);
}

/* an unknown output format in a pragma: one error, nothing traced */
/* @@status: 1 */
/* @@noroot */
/* @@stderr-match: ^bad-oformat-pragma.d:1:1: error: failed to set option 'oformat' to 'yaml': Invalid value for specified option \[D_PRAGMA_OPTSET\]$ */
