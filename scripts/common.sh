# Shared by the scripts (sourced): waits that cannot hang a CI run.

# stop_within PID SECONDS: sends SIGTERM and returns the process's exit status; if it is still running
# after SECONDS it is killed (status 137). The watchdog writes nowhere, so it never holds a caller's pipe.
stop_within() {
    local pid=$1 seconds=$2 status=0 watchdog
    kill -TERM "$pid" 2>/dev/null || true
    (sleep "$seconds"; kill -KILL "$pid") >/dev/null 2>&1 &
    watchdog=$!
    wait "$pid" || status=$?
    pkill -P "$watchdog" 2>/dev/null || true
    kill "$watchdog" 2>/dev/null || true
    return "$status"
}

# descendants PID: the processes under PID, depth first.
descendants() {
    local child
    for child in $(pgrep -P "$1"); do
        echo "$child"
        descendants "$child"
    done
}

# running PID: whether PID is alive (a zombie, exited but not yet waited for, is not).
running() {
    local state
    state="$(ps -o stat= -p "$1")" && [ "${state:0:1}" != Z ]
}

# within SECONDS COMMAND...: runs COMMAND and says how long it took; if it is still running after SECONDS,
# prints the process tree and the stack of every thread of each process under it (gdb), kills them all and
# fails with 124.
within() {
    local seconds=$1 pid status=0 waited=0 stuck tree
    shift
    "$@" &
    pid=$!
    while running "$pid" && [ "$waited" -lt "$seconds" ]; do
        sleep 1
        waited=$((waited + 1))
    done
    if running "$pid"; then
        echo "$(basename "$0"): '$*' still running after ${seconds}s; what it was doing:" >&2
        ps -eo pid,ppid,stat,etime,args --forest >&2
        tree="$(descendants "$pid")"
        for stuck in $tree; do
            echo "--- threads of $stuck: $(tr '\0' ' ' <"/proc/$stuck/cmdline" 2>/dev/null | cut -c1-200)" >&2
            timeout 60 gdb -p "$stuck" -batch -ex 'thread apply all bt 25' 2>&1 | grep -E '^(Thread|#)' >&2 || true
        done
        kill -KILL "$pid" $tree 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        return 124
    fi
    wait "$pid" || status=$?
    echo "$(basename "$0"): '$*' took about ${waited}s (limit ${seconds}s)"
    return "$status"
}
