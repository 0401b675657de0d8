# cpp's own errors appear as DTrace shows them (its input is /dev/stdin, a
# pipe: a column but no quoted source line), then DTrace's failure message.
cd "$SONDA_TEST_TMP"
printf '#ifdef X\nBEGIN { exit(0); }\n#else\n#else\n#endif\n' > t.d
"$SONDA" -Cs t.d 2>&1
echo "status $?"
