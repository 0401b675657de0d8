/* procev.c - process events from the proc connector (NETLINK_CONNECTOR,
 * CN_IDX_PROC): one multicast group, joined with PROC_CN_MCAST_LISTEN. */
#include "procev.h"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/cn_proc.h>
#include <linux/connector.h>
#include <linux/netlink.h>

int sd_procev_open(void)
{
	struct sockaddr_nl sa = { .nl_family = AF_NETLINK, .nl_groups = CN_IDX_PROC };
	struct {
		struct nlmsghdr nl;
		struct cn_msg cn;
		enum proc_cn_mcast_op op;
	} __attribute__((packed)) m = { 0 };
	int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK,
			NETLINK_CONNECTOR);
	int size = 4 << 20, err;

	if (fd < 0)
		return -errno;
	setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &size, sizeof(size));
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		goto fail;
	m.nl.nlmsg_len = sizeof(m);
	m.nl.nlmsg_type = NLMSG_DONE;
	m.nl.nlmsg_pid = (uint32_t)getpid();
	m.cn.id.idx = CN_IDX_PROC;
	m.cn.id.val = CN_VAL_PROC;
	m.cn.len = sizeof(m.op);
	m.op = PROC_CN_MCAST_LISTEN;
	if (send(fd, &m, sizeof(m), 0) < 0)
		goto fail;
	return fd;
fail:
	err = -errno;
	close(fd);
	return err;
}

void sd_procev_execs(int fd, void (*fn)(pid_t pid, uint64_t ts, void *ctx), void *ctx)
{
	char buf[16384] __attribute__((aligned(8)));
	ssize_t len;

	/* ENOBUFS: events were lost while the queue was full; read on */
	while ((len = recv(fd, buf, sizeof(buf), 0)) > 0 || (len < 0 && errno == ENOBUFS)) {
		for (struct nlmsghdr *h = (struct nlmsghdr *)buf; len > 0 && NLMSG_OK(h, (size_t)len);
		     h = NLMSG_NEXT(h, len)) {
			const struct cn_msg *cn = NLMSG_DATA(h);
			struct proc_event ev;	/* 4-aligned after the cn_msg: copied */

			if (h->nlmsg_type != NLMSG_DONE ||
			    h->nlmsg_len < NLMSG_LENGTH(sizeof(*cn) + sizeof(ev)))
				continue;
			memcpy(&ev, cn->data, sizeof(ev));
			if (ev.what == PROC_EVENT_EXEC)
				fn(ev.event_data.exec.process_tgid, ev.timestamp_ns, ctx);
		}
	}
}
