/* a later program defines the inline foo */
inline int foo = 3;
