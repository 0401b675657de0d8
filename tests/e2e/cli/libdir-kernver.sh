# A library directory's subdirectory named after a kernel version is read
# before the directory itself: the newest not newer than the running kernel,
# as DTrace's dt_find_kernpath( ) picks it, a name read by dt_str2kver( )'s
# sscanf("%d.%d.%d"): two numbers at least, so "2" and "3." name no version
# and "1.0" is the one chosen.
cd "$SONDA_TEST_TMP" || exit 1
mkdir -p L/1.0 L/2 L/3. L/.4.0 L/0.9.9
printf 'inline int KV = 100;\n' > L/1.0/k.d
printf 'inline int KV = 2;\n' > L/2/k.d
printf 'inline int KV = 3;\n' > L/3./k.d
printf 'inline int KV = 4;\n' > L/.4.0/k.d
printf 'inline int KV = 99;\n' > L/0.9.9/k.d
"$SONDA" -L L -qn 'BEGIN { printf("%d\n", KV); exit(0); }'
echo "status: $?"
