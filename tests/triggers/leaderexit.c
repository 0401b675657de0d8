/* leaderexit - the thread-group leader leaves first: main starts a thread
 * and ends itself with pthread_exit(); the thread exits the process with
 * status 3 about 100 ms later. */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

static void *late_exit(void *arg)
{
	struct timespec ts = { 0, 100 * 1000 * 1000 };

	(void)arg;
	nanosleep(&ts, NULL);
	exit(3);
}

int main(void)
{
	pthread_t t;

	if (pthread_create(&t, NULL, late_exit, NULL) != 0)
		return 1;
	pthread_exit(NULL);
}
