/* udpping.c - sends one datagram of N bytes (default 5) to itself on
 * 127.0.0.1 and receives it: a udp:::send and a udp:::receive of the
 * calling process for the vmtest guest. Exits 0 if the datagram came
 * back. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	socklen_t len = sizeof(a);
	char buf[1500] = "hello";
	size_t n = argc > 1 ? (size_t)atoi(argv[1]) : 5;
	int rx = socket(AF_INET, SOCK_DGRAM, 0);
	int tx = socket(AF_INET, SOCK_DGRAM, 0);

	if (rx < 0 || tx < 0 || n > sizeof(buf))
		return 1;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(rx, (struct sockaddr *)&a, sizeof(a)) < 0 ||
	    getsockname(rx, (struct sockaddr *)&a, &len) < 0)
		return 1;
	if (sendto(tx, buf, n, 0, (struct sockaddr *)&a, sizeof(a)) !=
	    (ssize_t)n)
		return 1;
	return recv(rx, buf, sizeof(buf), 0) == (ssize_t)n ? 0 : 1;
}
