#pragma D option quiet
/* The type of c ? p : q over two compatible pointers or arrays is the
 * second's, as dt_node_is_ptrcompat( ) gives it to dt_cook_op3( ) (the
 * first's when the second points to void): pid ? gs.arr : gip is an int *
 * a variable can hold, pid ? gip : gs.arr an int [4] (found by optypes.py
 * at seed 21100130; sonda took the first's). */
int *gip; struct { int arr[4]; } gs; void *gvp;
BEGIN {
	gs.arr[0] = 7; gs.arr[1] = 8; gip = &gs.arr[1];
	x = pid ? gs.arr : gip;
	printf("%d %d %d\n", sizeof(x), x[0], x[1]);
	printf("%d\n", sizeof(pid ? gip : gs.arr));
	z = pid ? gip : gvp;
	printf("%d %d\n", sizeof(z), *(int *)z);
	exit(0);
}
