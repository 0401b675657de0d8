"$SONDA" -x errtags -n 'BEGIN { x = ; }'
# Errors in -n programs name the whole specifier and have no line.
# @@status: 1
