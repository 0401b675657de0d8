# setopt( )'s constant name and value are kept, up to strsize characters
# each: with the largest strsize, short constants are copied as they are
# (sonda copied strsize bytes from each, reading far past its end: an
# ASan heap-buffer-overflow under `make asan`).
exec 2>&1
"$SONDA" -qn '#pragma D option strsize=16383
BEGIN { setopt("quiet"); setopt("bufpolicy", "switch"); trace(1); exit(0) }'
echo "rc $?"
