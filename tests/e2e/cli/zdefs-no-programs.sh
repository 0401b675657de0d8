# With -Z and no program, DTrace for Linux does not stop at "no probes
# specified" (its check is skipped under -Z): it traces nothing until the
# -c processes have exited, prints the closing newline and exits 0. Without
# -Z (or with -x zdefs, not the same flag) it stops.
exec 2>&1
"$SONDA" -Z -c true
echo "-Z: status $?"
"$SONDA" -Zq -c "sleep 0.2"
echo "-Zq: status $?"
"$SONDA" -c true
echo "no -Z: status $?"
"$SONDA" -x zdefs -c true
echo "-x zdefs: status $?"
