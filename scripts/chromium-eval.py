#!/usr/bin/env python3
"""Loads a page in headless Chromium and prints, as JSON, what a JavaScript expression evaluates to.

Usage: scripts/chromium-eval.py PAGE.html EXPRESSION [TIMEOUT_SECONDS]

The expression may return a promise; it is awaited. Chromium is driven over
its DevTools pipe (fds 3 and 4), so the page renders real frames:
requestAnimationFrame and scroll-driven animations run as in a browser,
which `--dump-dom` does not give. Only the Python standard library is used.
"""
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time


def main():
    page, expression = os.path.abspath(sys.argv[1]), sys.argv[2]
    deadline = time.time() + (float(sys.argv[3]) if len(sys.argv) > 3 else 60)
    browser = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        sys.exit("chromium-eval: no chromium on PATH (scripts/setup --tests installs it)")
    to_browser, commands = os.pipe()
    answers, from_browser = os.pipe()
    profile = tempfile.mkdtemp(prefix="scrollfx-chromium-")

    def on_fds_3_and_4():
        high_in, high_out = os.dup(to_browser), os.dup(from_browser)
        os.dup2(high_in, 3)
        os.dup2(high_out, 4)

    process = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
         "--no-first-run", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--window-size=1280,1024", "--user-data-dir=" + profile, "about:blank"],
        close_fds=False, preexec_fn=on_fds_3_and_4, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(to_browser)
    os.close(from_browser)
    pending, last_id = b"", 0

    def call(method, params, session=None):
        nonlocal pending, last_id
        last_id += 1
        message = {"id": last_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(commands, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" in pending:
                raw, pending = pending.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == last_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return answer["result"]
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError(f"chromium did not answer {method} in time")
            if select.select([answers], [], [], remaining)[0]:
                chunk = os.read(answers, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium exited")
                pending += chunk

    try:
        target = call("Target.createTarget", {"url": "file://" + page})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        # createTarget answers before the page commits: wait until the page itself has loaded.
        loaded = "document.readyState === 'complete' && location.href"
        while call("Runtime.evaluate", {"expression": loaded, "returnByValue": True}, session)["result"].get("value") != "file://" + page:
            time.sleep(0.02)
        result = call("Runtime.evaluate",
                      {"expression": expression, "awaitPromise": True, "returnByValue": True}, session)
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"]))
        print(json.dumps(result["result"].get("value")))
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # one clear line for the test that called us
        sys.exit(f"chromium-eval: {error}")
