# Where sonda's lexer followed C rather than DTrace's dt_lex.l, found by
# tests/fuzz/lexpp.py: each case as DTrace for Linux has it.
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
run() { "$SONDA" -xerrtags -q "$@"; echo "rc $?"; }
# a backslash before the newline in a string or character constant: no rule
# of DTrace's matches, "." takes the quote (not D_STR_NL on the next line)
printf 'BEGIN\n{\n\tx = "ab\\\ncd";\n}\n' > bsnl-str.d
run -e -s bsnl-str.d
printf "BEGIN\n{\n\tx = 'a\\\\\nb';\n}\n" > bsnl-chr.d
run -e -s bsnl-chr.d
# a paired backslash before the newline is still a newline in the string
printf 'BEGIN\n{\n\tx = "ab\\\\\ncd";\n}\n' > bsbs.d
run -e -s bsbs.d
# a carriage return is part of a control line's last word
printf '#pragma D option quiet\r\nBEGIN { exit(0); }\n' > cr.d
run -e -s cr.d
printf '#line 5\r\nBEGIN { exit(0); }\n' > crline.d
run -e -s crline.d
# only "/dev/stdin" in #line is the script itself
printf '#line 7 "<stdin>"\nBEGIN { x = 08; }\n' > stdin.d
run -e -s stdin.d
# 8 bytes with the top bit set are past long long
run -e -n "BEGIN { x = '\\377abcdefg'; }"
run -n "BEGIN { printf(\"%d %d\\n\", sizeof('\\177abcdefg'), '\\177abcdefg' > 0); exit(0); }"
# macro operands as strbadidnum( ) and strtoull( ) take them: a trailing
# backslash goes, a sign before a value past 2^64 makes a string, every u
# of the suffix counts (two make a long), a constant no type holds is
# refused as it is parsed (before the unreferenced operand)
run -n 'BEGIN { printf("[%s] [%s]\n", $1, $$2); exit(0); }' 'a\' 'b\'
run -n 'BEGIN { printf("[%s]\n", $1); exit(0); }' -- -18446744073709551616
run -n 'BEGIN { printf("%d %d\n", sizeof($1), sizeof($2)); exit(0); }' 1uu 1uul
run -n 'BEGIN { x = $1; exit(0); }' -- -9223372036854775808 unused
# D_MACRO_UNUSED and D_EMPTY are where the lexer stopped: the line after
# the last newline, as #line numbered it, in the file it named
printf 'BEGIN\n{\n\texit(0);\n}\n' > unused.d
run -e -s unused.d x
printf '#line 40 "other.d"\nBEGIN\n{\n\texit(0);\n}\n' > unused-line.d
run -e -s unused-line.d x
printf '# 40\nint x;\n' > empty-line.d
run -e -s empty-line.d
