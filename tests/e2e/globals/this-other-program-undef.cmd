"$SONDA" -q -n 'BEGIN { this->x = 1; }' -n 'BEGIN { trace(this->x); exit(0); }'
# A clause-local variable of one program is not seen by another.
# @@status: 1
