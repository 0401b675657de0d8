# trunc() gives the places of the keys it removes back to aggsize, as
# DTrace's trunc() deletes them from its map (dt_aggwalk_remove()): 64
# bytes hold 2 entries of @a[int] with count(); once BEGIN's two keys are
# gone, the two a later tick-10ms firing makes fit, with no drop. Then
# trunc(@a, 1) gives back one place and one more key fits; the last is a
# drop.
taskset -c 0 "$SONDA" -x aggsize=64 -qn '
int n;
BEGIN { @a[1] = count(); @a[2] = count(); }
BEGIN { trunc(@a); }
tick-10ms /++n == 5/ { @a[3] = count(); @a[4] = count(); @a[4] = count(); }
tick-10ms /n == 10/ { trunc(@a, 1); }
tick-10ms /n == 15/ { @a[5] = count(); @a[6] = count(); exit(0); }' 2>&1
echo "exit $?"
