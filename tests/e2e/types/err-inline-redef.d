/* @@args: -x errtags */
/* @@status: 1 */
inline int rand = 1;
