/* @@args: -x errtags */
/* @@status: 1 */
translator int < int x > { };
