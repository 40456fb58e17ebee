#!/usr/bin/env python3
"""Loads a page in headless Chromium and prints, as JSON, what a JavaScript expression evaluates to.

Usage: scripts/chromium-eval.py PAGE EXPRESSION [TIMEOUT_SECONDS]
       scripts/chromium-eval.py --steps PAGE '["EXPRESSION", ...]' [TIMEOUT_SECONDS]

PAGE is a file path or an http:// URL. The expression may return a promise; it is awaited.
With --steps, each expression is evaluated in turn; a step whose value is an object with
"columns": [x, ...] or "rows": [y, ...] gets "pixels": {"x<x>": [[r, g, b], ...], "y<y>": ...},
a screenshot of each of those columns (top to bottom) and rows (left to right) of the window;
with "screenshot": PATH, the whole window is saved there as PNG; with "window": [WIDTH, HEIGHT],
the page's viewport takes that size before the next step (the window starts at 1280 by 937).
The values print as a JSON array. Chromium is driven over
its DevTools pipe (fds 3 and 4), so the page renders real frames:
requestAnimationFrame and scroll-driven animations run as in a browser,
which `--dump-dom` does not give. Only the Python standard library is used.
"""
import base64
import ctypes
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zlib


def png_rows(data):
    """The rows of an 8-bit, non-interlaced RGB or RGBA PNG, each a list of (r, g, b)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, chunks, header = 8, b"", None
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], "big")
        kind, body = data[position + 4:position + 8], data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks += body
        position += 12 + length
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, color, interlace = header[8], header[9], header[12]
    assert depth == 8 and color in (2, 6) and interlace == 0, f"unsupported PNG (depth {depth}, color {color})"
    channels = 4 if color == 6 else 3
    stride = width * channels
    raw, rows, previous = zlib.decompress(chunks), [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up, corner = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                a, b, c = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[x] = (line[x] + (left if a <= b and a <= c else up if b <= c else corner)) & 0xFF
        rows.append(line)
        previous = line
    return [[tuple(row[x * channels:x * channels + 3]) for x in range(width)] for row in rows]


def main():
    steps = sys.argv[1] == "--steps"
    arguments = sys.argv[2:] if steps else sys.argv[1:]
    page, expression = arguments[0], arguments[1]
    url = page if page.startswith(("http://", "https://", "file://")) else "file://" + os.path.abspath(page)
    deadline = time.time() + (float(arguments[2]) if len(arguments) > 2 else 60)
    browser = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        sys.exit("chromium-eval: no chromium on PATH (scripts/setup --tests installs it)")
    to_browser, commands = os.pipe()
    answers, from_browser = os.pipe()
    profile = tempfile.mkdtemp(prefix="scrollfx-chromium-")

    def in_the_browser_before_exec():
        high_in, high_out = os.dup(to_browser), os.dup(from_browser)
        os.dup2(high_in, 3)
        os.dup2(high_out, 4)
        # The browser dies with this script, however the script ends (PR_SET_PDEATHSIG is 1).
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)

    # Only the DevTools pipe is passed on: nothing this script inherited reaches the browser.
    process = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
         "--no-first-run", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--window-size=1280,1024", "--user-data-dir=" + profile, "about:blank"],
        close_fds=True, pass_fds=(3, 4), preexec_fn=in_the_browser_before_exec,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
        target = call("Target.createTarget", {"url": url})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        # createTarget answers before the page commits: wait until the page itself has loaded.
        loaded = "document.readyState === 'complete' && location.href"
        while call("Runtime.evaluate", {"expression": loaded, "returnByValue": True}, session)["result"].get("value") != url:
            time.sleep(0.02)

        def evaluate(text):
            result = call("Runtime.evaluate", {"expression": text, "awaitPromise": True, "returnByValue": True}, session)
            if "exceptionDetails" in result:
                raise RuntimeError(json.dumps(result["exceptionDetails"]))
            return result["result"].get("value")

        if not steps:
            print(json.dumps(evaluate(expression)))
            return
        values = []
        for step in json.loads(expression):
            value = evaluate(step)
            if isinstance(value, dict) and "screenshot" in value:
                shot = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
                with open(value["screenshot"], "wb") as file:
                    file.write(base64.b64decode(shot))
            if isinstance(value, dict) and ("columns" in value or "rows" in value):
                width, height = evaluate("[innerWidth, innerHeight]")
                value["pixels"] = {}
                for x in value.get("columns", []):
                    strip = {"x": int(x), "y": 0, "width": 1, "height": height, "scale": 1}
                    shot = call("Page.captureScreenshot", {"format": "png", "clip": strip}, session)["data"]
                    value["pixels"][f"x{int(x)}"] = [list(row[0]) for row in png_rows(base64.b64decode(shot))]
                for y in value.get("rows", []):
                    strip = {"x": 0, "y": int(y), "width": width, "height": 1, "scale": 1}
                    shot = call("Page.captureScreenshot", {"format": "png", "clip": strip}, session)["data"]
                    value["pixels"][f"y{int(y)}"] = [list(pixel) for pixel in png_rows(base64.b64decode(shot))[0]]
            if isinstance(value, dict) and "window" in value:
                width, height = value["window"]
                call("Emulation.setDeviceMetricsOverride",
                     {"width": int(width), "height": int(height), "deviceScaleFactor": 1, "mobile": False}, session)
            values.append(value)
        print(json.dumps(values))
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    # SIGTERM ends the script through its `finally`, which stops the browser and removes its profile.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("chromium-eval: terminated"))
    try:
        main()
    except Exception as error:  # one clear line for the test that called us
        sys.exit(f"chromium-eval: {error}")
