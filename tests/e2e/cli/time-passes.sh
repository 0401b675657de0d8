# --time-passes (-x timepasses): one "sonda: pass NAME  T ms" line per pass, in
# order, for -e the compiler's; tracing adds load and attach.
mask() { sed -E 's/ +[0-9]+\.[0-9]{3} ms$/ T ms/'; }
"$SONDA" -e --time-passes -n 'BEGIN { trace(1); }' 2>&1 | mask
echo --
"$SONDA" -q -x timepasses -n 'BEGIN { exit(0); }' 2>&1 | mask
