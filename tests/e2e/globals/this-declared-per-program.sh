# A clause-local variable declared in one script (this int x;) does not
# clash with one of another type declared in another -s script: each
# program has its own clause-local scope, as DTrace's pcb_locals.
cd "$SONDA_TEST_TMP" || exit 1
printf 'this int x;\nBEGIN { this->x = 3; printf("%%d\\n", this->x); }\n' > a.d
printf 'this string x;\nBEGIN { this->x = "s"; printf("%%s\\n", this->x); exit(0); }\n' > b.d
"$SONDA" -q -s a.d -s b.d
