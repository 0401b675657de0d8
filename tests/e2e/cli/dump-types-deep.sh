# @@noroot
# The checked tree of a program nested as deep as the parser takes it (5,000
# unary minuses) prints in a moment: a node's type goes at the end of its
# first line as the next line starts, where adding it after its children
# moved all their lines (cubic in the depth: minutes). One line a node;
# the longest is the innermost "ident c : int", indented 2 * 5,004 spaces.
python3 -c "print('BEGIN { c = 3; x = ' + '- ' * 5000 + 'c; }')" > "$SONDA_TEST_TMP/deep.d"
timeout 60 "$SONDA" -e -x dump=types -s "$SONDA_TEST_TMP/deep.d" 2>&1 |
	awk '{ n++; if (length($0) > m) m = length($0) } END { print n, m }'
