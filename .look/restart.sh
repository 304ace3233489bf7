#!/bin/bash
cd /work/wt/first-days-catalogue
kill $(cat /tmp/fdc-server.pid) 2>/dev/null; sleep 2
D=$(mktemp -d)
(PORT=3817 DATA_DIR=$D RATE_LIMIT_PER_MINUTE=100000 nohup node_modules/.bin/node apps/server/src/main.ts > /tmp/fdc-server.log 2>&1 & echo $! > /tmp/fdc-server.pid)
for i in $(seq 1 60); do sleep 3; grep -q "hazır" /tmp/fdc-server.log && break; done
