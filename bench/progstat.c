/* progstat.c - the run time of BPF programs themselves, free of the noise
 * of a busy machine: enables the kernel's BPF run-time statistics (only
 * while this process holds the fd BPF_ENABLE_STATS returns), runs COMMAND,
 * and polls every program loaded after it started; when COMMAND exits it
 * prints, per program name, the events run and the mean ns per run.
 *
 *   progstat -- COMMAND...
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
#include <bpf/bpf.h>

#define MAXP 4096

struct stat {
	uint32_t id;
	char name[16];
	uint64_t cnt, ns;
};

static struct stat st[MAXP];
static int nst;

/* Updates the counters of every program with an id above first. */
static void poll_progs(uint32_t first)
{
	uint32_t id = first;

	while (bpf_prog_get_next_id(id, &id) == 0) {
		struct bpf_prog_info info = { 0 };
		uint32_t len = sizeof(info);
		int fd = bpf_prog_get_fd_by_id(id), i;

		if (fd < 0)
			continue;
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0) {
			for (i = 0; i < nst && st[i].id != id; i++)
				;
			if (i == nst && nst < MAXP)
				st[nst++].id = id;
			if (i < MAXP) {
				memcpy(st[i].name, info.name, sizeof(st[i].name));
				st[i].cnt = info.run_cnt;
				st[i].ns = info.run_time_ns;
			}
		}
		close(fd);
	}
}

int main(int argc, char **argv)
{
	uint32_t first = 0, id = 0;
	int sfd, status;
	pid_t pid;

	if (argc < 3 || strcmp(argv[1], "--") != 0)
		return fprintf(stderr, "usage: progstat -- COMMAND...\n"), 2;
	if ((sfd = bpf_enable_stats(BPF_STATS_RUN_TIME)) < 0)
		return fprintf(stderr, "progstat: %s\n", strerror(errno)), 1;
	while (bpf_prog_get_next_id(id, &id) == 0)
		first = id;
	if ((pid = fork()) == 0) {
		execvp(argv[2], argv + 2);
		_exit(127);
	}
	while (waitpid(pid, &status, WNOHANG) == 0) {
		poll_progs(first);
		usleep(20000);
	}
	for (int i = 0; i < nst; i++)
		if (st[i].cnt > 1000)
			printf("progstat %s %llu runs %.1f ns/run\n", st[i].name,
			       (unsigned long long)st[i].cnt,
			       (double)st[i].ns / st[i].cnt);
	close(sfd);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
