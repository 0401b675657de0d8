/* @@args: -x errtags */
/* @@status: 1 */
inline int i = "abc";
