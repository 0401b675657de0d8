# A sonda started with SIGINT or SIGTERM ignored (nohup, a script's
# background job) keeps ignoring it, as dtrace(1) installs its handler only
# over another disposition: tracing runs on until the -c command ends
# (sigint.sh and sigterm.sh: not ignored, it stops tracing).
for sig in INT TERM; do
	( trap '' $sig; exec "$SONDA" -qn 'BEGIN { t = timestamp; }
	    END { printf("%s\n", timestamp - t > 1500000000 ?
		"ran until the command ended" : "stopped early"); }' -c "sleep 2" ) &
	pid=$!
	sleep 0.7
	kill -$sig $pid
	wait $pid
	echo "SIG$sig ignored: status $?"
done
