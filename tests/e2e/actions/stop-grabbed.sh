# stop() of a -p process: sonda sets it running again as it exits, as
# dtrace(1) releases the processes it grabbed; the process then makes the
# rest of its calls and exits 0 (it was left stopped before).
pidf="$SONDA_TEST_TMP/stop-grabbed.pid"
rm -f "$pidf"
sh -c 'echo $$ >"$1"; exec "$2" 20 50000' sh "$pidf" "$SONDA_TRIGGERS/getppid" &
bg=$!
while [ ! -s "$pidf" ]; do sleep 0.01; done
pid=$(cat "$pidf")
taskset -c 0 "$SONDA" -qw -p "$pid" -n 'syscall::getppid:entry /pid == $target/ {
	stop(); stopped = 1; printf("stopped\n"); }
tick-1ms /stopped && ++t == 50/ { exit(0); }'
echo "rc $?"
i=0
while kill -0 "$pid" 2>/dev/null && [ "$(awk '{print $3}' "/proc/$pid/stat")" != Z ] &&
	[ $i -lt 500 ]; do
	sleep 0.02
	i=$((i + 1))
done
if [ $i -ge 500 ]; then
	echo "target left in state $(awk '{print $3}' "/proc/$pid/stat")"
	kill -KILL "$pid"
fi
wait "$bg"
echo "target rc $?"
# Without a stop() in the program, a -p process stopped otherwise (here
# by kill(1) from system()) is left as it is.
rm -f "$pidf"
sh -c 'echo $$ >"$1"; exec "$2" 20 50000' sh "$pidf" "$SONDA_TRIGGERS/getppid" &
bg=$!
while [ ! -s "$pidf" ]; do sleep 0.01; done
pid=$(cat "$pidf")
"$SONDA" -qw -p "$pid" -n 'syscall::getppid:entry /pid == $target/ {
	system("kill -STOP %d", pid); exit(0); }'
echo "rc $?"
sleep 0.2
echo "target state $(awk '{print $3}' "/proc/$pid/stat")"
kill -CONT "$pid"
wait "$bg"
echo "target rc $?"
