/* @@args: -x errtags */
/* @@status: 1 */
typedef int t1;
typedef char t1;
