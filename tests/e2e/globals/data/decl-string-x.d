/* a later program declares x as a string */
string x;
BEGIN { x = "s"; }
