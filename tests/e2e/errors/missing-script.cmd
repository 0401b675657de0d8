"$SONDA" -s /nonexistent/nope.d
# @@status: 1
