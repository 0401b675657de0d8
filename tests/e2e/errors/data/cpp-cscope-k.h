/* a header of the test errors/cpp-header-c-scope: the kernel's pid_t */
typedef pid_t hdr_pid;
