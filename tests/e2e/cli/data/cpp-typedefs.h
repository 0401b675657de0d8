/* a header of the tests cli/cpp-header-typedefs and errors/errtags-decl-idred-header-typedef */
typedef unsigned long ulong_t;
typedef int hdr_count_t;
