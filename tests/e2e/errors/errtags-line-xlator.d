/* A translator is checked at its end. */
translator int < int *p >
{
};

/* @@args: -x errtags */
/* @@status: 1 */
