/* ulater N [PATH] - dlopen()s libulater.so from its own directory (or
 * PATH, relative to that directory) and dlclose()s it again, N times
 * (default 1), and prints how many of the loads found the library's USDT
 * semaphore raised in its constructor. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1, raised = 0;
	char path[PATH_MAX];
	const char *lib = argc > 2 ? argv[2] : "libulater.so";
	ssize_t len = readlink("/proc/self/exe", path, sizeof(path) / 2);

	if (len <= 0)
		return 1;
	path[len] = '\0';
	snprintf(strrchr(path, '/') + 1, sizeof(path) / 2, "%s", lib);
	for (long i = 0; i < n; i++) {
		void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
		int (*fn)(void);

		if (!h || !(*(void **)&fn = dlsym(h, "ul_raised"))) {
			fprintf(stderr, "ulater: %s\n", dlerror());
			return 1;
		}
		raised += fn();
		dlclose(h);
	}
	printf("ulater: %ld loads, semaphore raised in %ld constructors\n", n, raised);
	return 0;
}
