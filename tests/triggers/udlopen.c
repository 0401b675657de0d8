/* udlopen N - dlopen()s libudl.so from its own directory after start-up,
 * then calls udl_fn(i) N times and prints the sum: a pid probe that names
 * libudl.so must fire although the library was not loaded when the probes
 * were attached. */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1, sum = 0;
	char path[PATH_MAX];
	ssize_t len = readlink("/proc/self/exe", path, sizeof(path) - 16);
	long (*fn)(long);
	void *h;

	if (len <= 0)
		return 1;
	path[len] = '\0';
	strcpy(strrchr(path, '/') + 1, "libudl.so");
	h = dlopen(path, RTLD_NOW);
	if (!h || !(*(void **)&fn = dlsym(h, "udl_fn"))) {
		fprintf(stderr, "udlopen: %s\n", dlerror());
		return 1;
	}
	for (long i = 0; i < n; i++)
		sum += fn(i);
	printf("udlopen: %ld calls, sum %ld\n", n, sum);
	return 0;
}
