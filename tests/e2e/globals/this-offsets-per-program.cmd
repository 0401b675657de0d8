"$SONDA" -q -n 'BEGIN { this->a = 5; this->c = (char)7; this->e = 9; }' -n 'this int b; this char d; this int f; BEGIN { printf("%d %d %d\n", this->b, this->d, this->f); exit(0); }'
# Each program's clause-local variables are laid out from offset 0, as
# DTrace lays out each compilation's pcb_locals, in one per-CPU map that
# nothing clears: the second program's this->b, this->d and this->f
# (offsets 0, 4, 8) read what the first one's this->a, this->c and this->e
# left there.
