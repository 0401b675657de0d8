# A NUL byte in a script file is a character to DTrace's lexer, which
# fread( )s the file (dt_lex.l dt_input( )): inside a clause its rule for any
# other character takes it for the end of the input ("syntax error near
# end-of-input"), outside one it prints it with %c, which ends the message
# there; in a comment it is skipped (sonda read the file only up to it:
# "end of input", a program cut short, an unended comment).
cd "$SONDA_TEST_TMP" || exit 1
printf 'BEGIN\n{\n\ttrace(1);\0\n}\n' > in-clause.d
printf 'BEGIN { exit(0); }\n\0\nEND {}\n' > outside.d
printf '/* a \0 comment */\nBEGIN { trace("ok"); exit(0); }\n' > comment.d
for f in in-clause outside comment; do
	"$SONDA" -x errtags -q -s $f.d 2>&1
	echo "status $?"
done
