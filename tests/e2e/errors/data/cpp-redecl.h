/* a header of the test errors/cpp-header-filetag: a typedef declared twice */
typedef int hdr_twice_t;
typedef int hdr_twice_t;
