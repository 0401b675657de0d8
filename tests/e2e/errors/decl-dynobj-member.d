/* @@status: 1 */
/* A struct member cannot be an associative array (a dynamic object). */
struct rec {
	int count;
	int byfd[int];
};

struct rec r;

BEGIN
{
	exit(0);
}
