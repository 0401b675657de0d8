# -h writes a C header whose probe macros put USDT notes in the program
cd "$SONDA_TEST_TMP" || exit 1
cat > prov.d <<'D'
provider myapp {
	probe query__start(char *, int);
	probe tick();
};
D
"$SONDA" -h -s prov.d || exit 1
cat > app.c <<'C'
#include "prov.h"
int main(void)
{
	if (MYAPP_QUERY_START_ENABLED())
		MYAPP_QUERY_START("select", 3);
	MYAPP_TICK();
	return 0;
}
C
cc -Wall -Werror -o app app.c || exit 1
./app || exit 1
readelf -n app | awk '/Provider:|Name:/ { print $1, $2 }'
head -3 prov.h
