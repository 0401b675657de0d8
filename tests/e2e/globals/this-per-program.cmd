"$SONDA" -q -n 'BEGIN { this->x = 1; printf("%d\n", this->x); }' -n 'BEGIN { this->x = "abc"; printf("%s\n", this->x); exit(0); }'
# Each -n program has its own clause-local variables, as DTrace makes a new
# clause-local scope (pcb_locals) for each program it compiles: this->x is an
# int in the first program and a string in the second.
